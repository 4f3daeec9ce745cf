import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { config } from '../../config.ts';
import { useSession } from '../../features/session/session-context.ts';
import { paths } from '../paths.ts';

export interface TopBarProps {
  /** The narrow-screen sidebar toggle, present inside a module. */
  sidebar?: { open: boolean; toggle: () => void };
}

/** The top bar: for now the product name, who is signed in with which role, and sign-out. */
export function TopBar({ sidebar }: TopBarProps) {
  const { user, role, signOut } = useSession();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {sidebar && (
          <Burger
            opened={sidebar.open}
            onClick={sidebar.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={sidebar.open ? 'Close navigation' : 'Open navigation'}
          />
        )}
        <Anchor component={Link} to={paths.home} fw={700} c="dark" underline="never">
          {config.productName}
        </Anchor>
      </Group>
      {user && (
        <Group gap="md" wrap="nowrap">
          <div>
            <Text size="sm" fw={500} lh={1.2}>
              {user.name}
            </Text>
            {role && (
              <Text size="xs" c="dimmed" lh={1.2}>
                {role.name}
              </Text>
            )}
          </div>
          <Button variant="default" size="xs" onClick={() => void signOut()}>
            Logout
          </Button>
        </Group>
      )}
    </Group>
  );
}
