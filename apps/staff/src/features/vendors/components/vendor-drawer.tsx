import { Anchor, Badge, Button, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { ElementRequest } from '@lendline/permissions';
import { useRef } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { confirm } from '../../../components/confirm.tsx';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { SalesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import { showInfoToast, showSuccessToast } from '../../../lib/toast.ts';
import { apiKeyState } from '../api-key-status.ts';
import { useVendor } from '../api/get-vendor.ts';
import { updateVendor } from '../api/save-vendor.ts';
import { useVendorApiKeys } from '../api/vendor-api-keys.ts';
import { useRefreshVendors, type VendorRecord } from '../api/vendors-resource.ts';
import { useVendorActions } from '../use-vendor-actions.tsx';
import { vendorChanges, vendorFormValues, type VendorFormValues } from '../vendor-form-rules.ts';
import type { VendorLinks } from '../vendor-links.ts';
import { ApiKeysSection } from './api-keys-section.tsx';
import { VendorStatusBadge } from './vendor-badges.tsx';
import { VendorForm } from './vendor-form.tsx';
import { formatCount } from '../../../components/data-table/format-number.ts';

export type VendorDrawerTab = 'details' | 'keys';

export interface VendorDrawerProps {
  /** NaN when the address holds no valid id. */
  vendorId: number;
  tab: VendorDrawerTab;
  onTabChange: (tab: VendorDrawerTab) => void;
  onClose: () => void;
  links: VendorLinks;
  gate: ElementRequest;
  salesReps: SalesRepSource;
}

interface VendorPanelsProps extends Omit<VendorDrawerProps, 'vendorId' | 'onClose'> {
  vendor: VendorRecord;
}

function VendorPanels({ vendor, tab, onTabChange, links, gate, salesReps }: VendorPanelsProps) {
  const keys = useVendorApiKeys(vendor.id);
  const actions = useVendorActions();
  const refresh = useRefreshVendors();
  const activeKeys = (keys.data ?? []).filter((key) => apiKeyState(key) === 'active').length;
  const initial = vendorFormValues(vendor);

  const save = async (values: VendorFormValues) => {
    const changes = vendorChanges(initial, values);
    if (Object.keys(changes).length === 0) {
      showInfoToast('Nothing to save', `${vendor.name} is unchanged.`);
      return;
    }
    if (changes.quoteEnabled === false && activeKeys > 0) {
      const message = (
        <>
          Take <strong>{vendor.name}</strong> out of Vendor Quote? Its{' '}
          {activeKeys === 1 ? 'active key stops' : `${formatCount(activeKeys)} active keys stop`} working at
          once, and no inquiries come in from its calculators.
        </>
      );
      const agreed = await confirm({
        title: 'Leave Vendor Quote',
        message,
        confirmLabel: 'Save and stop keys',
        danger: true,
      });
      if (!agreed) return;
    }
    await updateVendor(vendor.id, changes);
    showSuccessToast('Vendor updated', `${values.name.trim()} was saved.`);
    void refresh();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <VendorStatusBadge status={vendor.status} />
            <Badge color={vendor.quoteEnabled ? 'blue' : 'gray'} variant="light" size="sm" radius="sm">
              {vendor.quoteEnabled ? 'Enrolled in Vendor Quote' : 'Not enrolled'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {vendor.website && (
              <>
                <Anchor href={vendor.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {vendor.website.replace(/^https?:\/\//, '')}
                </Anchor>
                {' · '}
              </>
            )}
            Updated {formatDateTime(vendor.updatedAt)} UTC
          </Text>
        </Stack>
        <PermissionGate {...gate}>
          {vendor.status === 'active' ? (
            <Button
              size="sm"
              variant="light"
              color="red"
              onClick={() => void actions.deactivate(vendor, activeKeys)}
            >
              Deactivate
            </Button>
          ) : (
            <Button size="sm" variant="light" onClick={() => void actions.activate(vendor, activeKeys)}>
              Activate
            </Button>
          )}
        </PermissionGate>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) => onTabChange(next === 'keys' ? 'keys' : 'details')}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="keys">API keys{keys.data ? ` (${formatCount(activeKeys)} active)` : ''}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <VendorForm
            key={vendor.updatedAt}
            initialValues={initial}
            salesReps={salesReps}
            onSubmit={save}
            submitLabel="Save changes"
            cancelHref={links.list}
            gate={gate}
            bare
          />
        </Tabs.Panel>
        <Tabs.Panel value="keys" pt="md">
          <ApiKeysSection
            vendor={vendor}
            gate={gate}
            widgetOrigin={links.widgetOrigin}
            calculatorPage={links.calculatorPage}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * One vendor over the list, opened by `vendors/list?vendor={id}` (spec §2 has no vendor page): its
 * status and enrolment, activate or deactivate, and two tabs, the details form and the API keys.
 */
export function VendorDrawer({ vendorId, onClose, ...panels }: VendorDrawerProps) {
  const vendor = useVendor(vendorId);
  const body = useRef<HTMLDivElement>(null);
  // Mantine closes every open drawer and modal on Escape. A dialog opened from the drawer (a key form,
  // the new key shown once) must close alone, so the drawer closes only for an Escape pressed inside it.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || event.isComposing) return;
    const drawer = body.current?.closest('[role="dialog"]');
    if (drawer && event.target instanceof Node && drawer.contains(event.target)) onClose();
  });
  const pending = recordLoadState({
    validId: Number.isInteger(vendorId),
    query: vendor,
    noun: 'vendor',
    list: { label: 'Back to vendors', href: panels.links.list },
    skeleton: [60, 320],
    maxWidth: 1100,
  });

  return (
    <Drawer
      opened
      onClose={onClose}
      closeOnEscape={false}
      position="right"
      size="min(1200px, 100%)"
      title={vendor.data?.name ?? 'Vendor'}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': 'Close vendor' }}
    >
      <div ref={body}>{pending ?? <VendorPanels vendor={vendor.data!} {...panels} />}</div>
    </Drawer>
  );
}
