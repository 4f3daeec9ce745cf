import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import useSWR from 'swr';
import { Icon } from '../../../components/icons.tsx';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { searchUsers as searchUsersRequest, type PickableUser } from '../api/search-users.ts';
import { UserChoiceList } from './user-choice-list.tsx';

const SEARCH_DEBOUNCE_MS = 300;

export interface LoginAsModalProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in user, who is never offered. */
  selfId: number;
  /** Whether the role may list users (Setup Module › Users › view); without it there is nobody to offer. */
  canListUsers: boolean;
  /** Starts acting as the chosen user; a rejection is shown in the dialog. */
  onLogin: (userId: number) => Promise<void>;
  /** The search; stories pass a stand-in so they need no server. */
  searchUsers?: (text: string, selfId: number) => Promise<PickableUser[]>;
}

function LoginAsBody({
  onClose,
  selfId,
  canListUsers,
  onLogin,
  searchUsers = searchUsersRequest,
}: Omit<LoginAsModalProps, 'opened'>) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);
  const search = useSWR(
    canListUsers ? ['login-as-users', query, selfId] : null,
    () => searchUsers(query, selfId),
    {
      keepPreviousData: true,
    },
  );
  const users = search.data ?? [];
  // Login needs a user from the current results, so a new search that drops the choice disables it again.
  const selected = users.find((user) => user.id === selectedId);

  const login = async () => {
    if (!selected) return;
    setLoggingIn(true);
    setLoginError(null);
    try {
      await onLogin(selected.id);
    } catch (error) {
      setLoginError(errorMessage(error, 'Could not log in as this user.'));
    } finally {
      setLoggingIn(false);
    }
  };

  if (!canListUsers) {
    return (
      <Stack gap="md">
        <Alert
          color="yellow"
          variant="light"
          title="Users cannot be listed"
          // Mantine colours the title like the alert, which is too pale on yellow for AA contrast.
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          Login as needs Setup Module › Users › view to find someone to log in as. Ask an administrator for
          that permission.
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Work as another active user to see what they see. Everything you do is logged under your own name.
      </Text>
      <TextInput
        label="Search users"
        placeholder="Name or e-mail"
        leftSection={<Icon name="search" size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        data-autofocus
      />
      {search.error ? (
        <Alert color="red" variant="light" title="Error" role="alert">
          Failed to fetch users. {errorMessage(search.error, '')}
        </Alert>
      ) : (
        <UserChoiceList
          users={users}
          loading={search.isLoading}
          selectedId={selected?.id ?? null}
          onSelect={setSelectedId}
          query={query}
        />
      )}
      {loginError && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {loginError}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void login()} disabled={!selected} loading={loggingIn}>
          Login
        </Button>
      </Group>
    </Stack>
  );
}

/** Login as (spec §2 Modals, §5): search, pick one active user other than yourself, then Login. */
export function LoginAsModal({ opened, ...body }: LoginAsModalProps) {
  return (
    <Modal {...MODAL_DEFAULTS} opened={opened} onClose={body.onClose} title="Login as" size="md">
      <LoginAsBody {...body} />
    </Modal>
  );
}
