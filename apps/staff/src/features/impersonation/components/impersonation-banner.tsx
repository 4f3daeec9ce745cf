import { Button, Group, Text } from '@mantine/core';
import { Icon } from '../../../components/icons.tsx';
import classes from './impersonation-banner.module.css';

/** The banner's height, which the shell adds to the header while it shows. */
export const IMPERSONATION_BANNER_HEIGHT = 36;

export interface ImpersonationBannerProps {
  /** The user being acted as. */
  userName: string;
  /** Who is really signed in. */
  originalUserName: string;
  onSwitchBack: () => void;
}

/** Says whose account is in use during "Login as" (spec §2 Top bar), with the way back always in reach. */
export function ImpersonationBanner({ userName, originalUserName, onSwitchBack }: ImpersonationBannerProps) {
  return (
    <Group
      className={classes.banner}
      h={IMPERSONATION_BANNER_HEIGHT}
      px="md"
      gap="sm"
      justify="space-between"
      wrap="nowrap"
      role="region"
      aria-label="Impersonation"
    >
      <Group gap={8} wrap="nowrap" miw={0} style={{ flex: 1 }}>
        <Icon name="loginAs" size={16} />
        <Text size="sm" fw={600} truncate>
          Logged in as {userName}
        </Text>
        <Text size="xs" visibleFrom="sm" truncate className={classes.actor}>
          You are {originalUserName}
        </Text>
      </Group>
      <Button
        size="compact-xs"
        variant="white"
        color="dark"
        onClick={onSwitchBack}
        leftSection={<Icon name="switchBack" size={14} />}
        style={{ flex: 'none' }}
      >
        Switch Back
      </Button>
    </Group>
  );
}
