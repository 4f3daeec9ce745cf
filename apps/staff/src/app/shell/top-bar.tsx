import { Anchor, Badge, Burger, Group, Text } from '@mantine/core';
import {
  can,
  gearMenu,
  MODULES,
  moduleLandingPath,
  pickableModules,
  type PermissionMap,
} from '@lendline/permissions';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { ProgressModal } from '../../components/progress/progress-modal.tsx';
import { config } from '../../config.ts';
import { isBuiltSection } from '../module-sections.ts';
import { AccountMenu } from '../../features/account-menu/components/account-menu.tsx';
import { ChangePasswordModal } from '../../features/account-menu/components/change-password-modal.tsx';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { LoginAsModal } from '../../features/impersonation/components/login-as-modal.tsx';
import { HOME_CHOICE, ModulePicker } from '../../features/navigation/components/module-picker.tsx';
import { resetDefaultConfig } from '../../features/page-config/reset-default-config.ts';
import { SYNC_MESSAGE, useSalesforceSync } from '../../features/salesforce-sync/use-salesforce-sync.ts';
import { useSession } from '../../features/session/session-context.ts';
import { paths, pathTo } from '../paths.ts';
import { GearMenu } from './gear-menu.tsx';

import { SWITCH_DELAY_MS, SWITCH_MESSAGE, useUserSwitch } from './use-user-switch.ts';

export interface TopBarProps {
  /** The narrow-screen sidebar toggle, present inside a module. */
  sidebar?: { open: boolean; toggle: () => void };
}

/** The bar's own height; the impersonation banner adds its height below it. */
export const TOP_BAR_HEIGHT = 56;

type Dialog = 'change-password' | 'login-as' | null;

const setupView = (permissions: PermissionMap, menu: string) => can(permissions, 'setupModule', menu, 'view');

/** What the picker shows: Home on the home page, the module of a module page, else its placeholder. */
function usePickerValue(pickable: { id: string }[]): string | null {
  const { module } = useParams();
  const { pathname } = useLocation();
  if (pathname === paths.home) return HOME_CHOICE;
  return pickable.find((entry) => entry.id.toLowerCase() === module?.toLowerCase())?.id ?? null;
}

/** The page's module as the picker names it; Setup Module by the gear menu's name for it, Setup. */
function usePageModule(): { id: string; name: string } | undefined {
  const { module } = useParams();
  const entry = MODULES.find(({ id }) => id.toLowerCase() === module?.toLowerCase());
  if (!entry) return undefined;
  return { id: entry.id, name: entry.id === 'setupModule' ? 'Setup' : entry.name };
}

/**
 * The top bar (spec §2): module picker, environment label, gear menu, notification bell and avatar menu,
 * with the impersonation banner below it while acting as someone else. It owns the dialogs these open.
 */
export function TopBar({ sidebar }: TopBarProps) {
  const { user, role, permissions, impersonation, signOut, applyToken } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const userSwitch = useUserSwitch();
  const sync = useSalesforceSync();
  const pickable = pickableModules(permissions);
  const pickerValue = usePickerValue(pickable);
  const pageModule = usePageModule();
  const gear = gearMenu(permissions);
  const closeDialog = () => setDialog(null);

  const pick = (choice: string) => {
    // Like the home page's cards: the first permitted section that is built, else the first permitted one
    // (a module with nothing built yet opens on its not-built page, which says so).
    const to =
      choice === HOME_CHOICE
        ? paths.home
        : (moduleLandingPath(permissions, choice, (entry) => isBuiltSection(entry.route)) ??
          moduleLandingPath(permissions, choice));
    if (to) void navigate(to);
  };

  const setupHref = setupView(permissions, 'Users')
    ? pathTo(paths.user.list, { module: 'setupModule' })
    : pathTo(paths.role.list, { module: 'setupModule' });

  return (
    <>
      <Group h={TOP_BAR_HEIGHT} px="md" gap="sm" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {sidebar && (
            <Burger
              opened={sidebar.open}
              onClick={sidebar.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={sidebar.open ? 'Close navigation' : 'Open navigation'}
            />
          )}
          <Anchor
            component={Link}
            to={paths.home}
            underline="never"
            c="dark.8"
            aria-label={`${config.productName} home`}
          >
            <Group gap={8} wrap="nowrap">
              <BrandMark size={26} />
              <Text fw={700} visibleFrom="sm">
                {config.productName}
              </Text>
            </Group>
          </Anchor>
          <ModulePicker modules={pickable} value={pickerValue} current={pageModule} onPick={pick} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <Badge
            variant="light"
            color={/^prod/i.test(config.environmentLabel) ? 'gray' : 'orange'}
            radius="sm"
            visibleFrom="sm"
            mr="xs"
            title="Environment"
          >
            {config.environmentLabel}
          </Badge>
          {gear.show && (
            <GearMenu
              setupHref={gear.setup ? setupHref : undefined}
              onSalesforceSync={gear.salesforceSync ? () => void sync.start() : undefined}
              onLoginAs={gear.loginAs ? () => setDialog('login-as') : undefined}
              onSwitchBack={impersonation ? userSwitch.switchBack : undefined}
            />
          )}
          <NotificationBell />
          {user && (
            <AccountMenu
              name={user.name}
              roleName={role?.name ?? null}
              environmentLabel={config.environmentLabel}
              onChangePassword={() => setDialog('change-password')}
              changePasswordUnavailable={
                impersonation ? 'Switch back to change your own password.' : undefined
              }
              onResetConfig={() => void resetDefaultConfig(user.id)}
              onLogout={() => void signOut()}
            />
          )}
        </Group>
      </Group>
      {user && impersonation && (
        <ImpersonationBanner
          userName={user.name}
          originalUserName={impersonation.originalUserName}
          onSwitchBack={userSwitch.switchBack}
        />
      )}
      {user && (
        <>
          <ChangePasswordModal
            opened={dialog === 'change-password'}
            onClose={closeDialog}
            onChanged={applyToken}
          />
          <LoginAsModal
            opened={dialog === 'login-as'}
            onClose={closeDialog}
            selfId={user.id}
            canListUsers={setupView(permissions, 'Users')}
            onLogin={async (userId) => {
              await userSwitch.loginAs(userId);
              closeDialog();
            }}
          />
        </>
      )}
      <ProgressModal
        opened={userSwitch.switching}
        message={SWITCH_MESSAGE}
        durationMs={SWITCH_DELAY_MS}
        onFinish={() => void userSwitch.finish()}
        fullScreen
      />
      <ProgressModal opened={sync.syncing} message={SYNC_MESSAGE} fullScreen />
    </>
  );
}
