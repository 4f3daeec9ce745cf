import { Group, Radio, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { PickableUser } from '../api/search-users.ts';
import classes from './user-choice-list.module.css';

export interface UserChoiceListProps {
  users: PickableUser[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The search text the results answer, for the empty message. */
  query: string;
}

/** The search results as one radio group: arrow keys move between users, the choice is announced. */
export function UserChoiceList({ users, loading, selectedId, onSelect, query }: UserChoiceListProps) {
  if (loading && users.length === 0) {
    return (
      <Stack gap={6} aria-busy="true" aria-label="Loading users">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={46} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {query ? `No active user matches "${query}".` : 'There is no other active user.'}
      </Text>
    );
  }
  return (
    <Radio.Group
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => onSelect(Number(value))}
      label="Users"
      labelProps={{ className: classes.hiddenLabel }}
    >
      <ScrollArea.Autosize mah={264} type="auto" offsetScrollbars>
        <Stack gap={4}>
          {users.map((user) => (
            <Radio.Card key={user.id} value={String(user.id)} className={classes.card} radius="sm">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator size="xs" />
                <div className={classes.who}>
                  <Text size="sm" fw={500} lh={1.3} truncate>
                    {user.firstName} {user.lastName}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.3} truncate>
                    {user.email}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Radio.Group>
  );
}
