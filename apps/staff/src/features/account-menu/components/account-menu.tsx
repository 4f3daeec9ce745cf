import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons.tsx';
import classes from './account-menu.module.css';

export interface AccountMenuProps {
  name: string;
  /** The role's name (spec §6: shown in the profile menu); null when the user has no role. */
  roleName: string | null;
  /** Which installation this is; the top bar hides its own label on narrow screens, so the menu says it. */
  environmentLabel: string;
  onChangePassword: () => void;
  /** Why Change Password is unavailable right now, e.g. while logged in as someone else. */
  changePasswordUnavailable?: string;
  onResetConfig: () => void;
  onLogout: () => void;
  /** Where the header leads: the user's own profile. */
  profilePath?: string;
}

/**
 * The avatar menu (spec §2 Top bar): initials, name, role and the text User, then Change Password, Reset
 * Default Config and Logout. On narrow screens only the avatar shows in the bar.
 */
export function AccountMenu({
  name,
  roleName,
  environmentLabel,
  onChangePassword,
  changePasswordUnavailable,
  onResetConfig,
  onLogout,
  profilePath = '/profile',
}: AccountMenuProps) {
  const role = roleName ?? 'No role';
  return (
    // The top bar is fixed, so the avatar never scrolls out of view; detach-hiding would have nothing to do.
    <Menu position="bottom-end" width={260} shadow="md" hideDetached={false}>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={`Account: ${name}, ${role}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar name={name} color="initials" size={30} radius="xl" />
            <Stack gap={0} visibleFrom="md" className={classes.who}>
              <Text size="sm" fw={600} lh={1.2} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} truncate>
                {role}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* The header opens the profile (`/profile`): the spec's three items stay the menu's items. */}
        <Menu.Item
          component={Link}
          to={profilePath}
          aria-label={`Your profile: ${name}, ${role}`}
          px="sm"
          py="xs"
        >
          <Group gap="sm" wrap="nowrap">
            <Avatar name={name} color="initials" size={40} radius="xl" />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {role}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {environmentLabel} environment
              </Text>
            </Stack>
          </Group>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>User</Menu.Label>
        <Menu.Item
          leftSection={<Icon name="lock" size={16} />}
          onClick={onChangePassword}
          disabled={changePasswordUnavailable !== undefined}
        >
          Change Password
          {changePasswordUnavailable && (
            <Text size="xs" c="dimmed">
              {changePasswordUnavailable}
            </Text>
          )}
        </Menu.Item>
        <Menu.Item leftSection={<Icon name="reset" size={16} />} onClick={onResetConfig}>
          Reset Default Config
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<Icon name="logout" size={16} />} color="red.9" onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
