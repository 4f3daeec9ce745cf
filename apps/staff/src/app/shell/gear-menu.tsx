import { ActionIcon, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../components/icons.tsx';

export interface GearMenuProps {
  /** Where Setup leads (users or roles, whichever the role may view); absent when it may view neither. */
  setupHref?: string;
  /** Present when the role may run the Salesforce sync. */
  onSalesforceSync?: () => void;
  /** Present when the role may log in as others and nobody is being acted as. */
  onLoginAs?: () => void;
  /** Present while logged in as someone else. */
  onSwitchBack?: () => void;
}

/** The gear menu (spec §2 Top bar, §6): Setup, Salesforce Sync, and Login as or Switch Back. */
export function GearMenu({ setupHref, onSalesforceSync, onLoginAs, onSwitchBack }: GearMenuProps) {
  return (
    // The bar is fixed, so its buttons never scroll out of view; detach-hiding would have nothing to do.
    <Menu position="bottom-end" width={220} shadow="md" hideDetached={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Settings">
          <Icon name="gear" size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {setupHref && (
          <Menu.Item component={Link} to={setupHref} leftSection={<Icon name="users" size={16} />}>
            Setup
          </Menu.Item>
        )}
        {onSalesforceSync && (
          <Menu.Item onClick={onSalesforceSync} leftSection={<Icon name="refresh" size={16} />}>
            Salesforce Sync
          </Menu.Item>
        )}
        {onSwitchBack ? (
          <Menu.Item onClick={onSwitchBack} leftSection={<Icon name="switchBack" size={16} />}>
            Switch Back
          </Menu.Item>
        ) : (
          onLoginAs && (
            <Menu.Item onClick={onLoginAs} leftSection={<Icon name="loginAs" size={16} />}>
              Login as
            </Menu.Item>
          )
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
