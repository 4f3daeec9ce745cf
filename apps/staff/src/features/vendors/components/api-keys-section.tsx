import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { confirm } from '../../../components/confirm.tsx';
import type { RowAction } from '../../../components/data-table/row-actions.tsx';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import { apiKeyFormValues, apiKeyInput, NEW_API_KEY, type ApiKeyFormValues } from '../api-key-rules.ts';
import { apiKeyState, keyName } from '../api-key-status.ts';
import {
  createApiKey,
  revokeApiKey,
  rotateApiKey,
  updateApiKey,
  useVendorApiKeys,
  type ApiKeyInput,
  type IssuedKey,
} from '../api/vendor-api-keys.ts';
import { useRefreshVendors, type ApiKeyRecord, type VendorRecord } from '../api/vendors-resource.ts';
import { ApiKeyFormModal } from './api-key-form-modal.tsx';
import { ApiKeysTable } from './api-keys-table.tsx';
import { KeyCreatedModal } from './key-created-modal.tsx';
import { RotateKeyModal } from './rotate-key-modal.tsx';

export interface ApiKeysSectionProps {
  vendor: VendorRecord;
  gate: ElementRequest;
  widgetOrigin: string;
  calculatorPage: (apiKey: string) => string;
}

/** Why no key can be made now, or null when one can (the server's own condition). */
function cannotCreate(vendor: VendorRecord): string | null {
  if (vendor.status !== 'active') {
    return `${vendor.name} is inactive, so its keys do not work. Activate it to create keys.`;
  }
  if (!vendor.quoteEnabled) {
    return `${vendor.name} is not enrolled in Vendor Quote, so its keys do not work. Enrol it on the Details tab to create keys.`;
  }
  return null;
}

function changedFields(before: ApiKeyInput, after: ApiKeyInput): Partial<ApiKeyInput> {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([field, value]) => JSON.stringify(before[field as keyof ApiKeyInput]) !== JSON.stringify(value),
    ),
  );
}

/**
 * A vendor's API keys: the table, Create key, and per key Edit, Rotate and Revoke. Every change is gated
 * with the element rule; a new or rotated key is shown once in the key-created dialog.
 */
export function ApiKeysSection({ vendor, gate, widgetOrigin, calculatorPage }: ApiKeysSectionProps) {
  const keys = useVendorApiKeys(vendor.id);
  const refresh = useRefreshVendors();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKeyRecord | null>(null);
  const [rotating, setRotating] = useState<ApiKeyRecord | null>(null);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const blocked = cannotCreate(vendor);

  const create = async (values: ApiKeyFormValues) => {
    const result = await createApiKey(vendor.id, apiKeyInput(values));
    setCreating(false);
    setIssued(result);
    void refresh();
  };

  const edit = async (key: ApiKeyRecord, values: ApiKeyFormValues) => {
    const changes = changedFields(apiKeyInput(apiKeyFormValues(key)), apiKeyInput(values));
    if (Object.keys(changes).length > 0) {
      await updateApiKey(key.id, changes);
      showSuccessToast('Key updated', `${keyName(key)} was saved.`);
      void refresh();
    }
    setEditing(null);
  };

  const rotate = async (key: ApiKeyRecord, graceDays: number) => {
    const result = await rotateApiKey(key.id, graceDays);
    setRotating(null);
    setIssued(result);
    void refresh();
  };

  const revoke = async (key: ApiKeyRecord) => {
    const message = (
      <>
        Revoke {keyName(key)} of <strong>{vendor.name}</strong>? Every page that embeds it shows &quot;This
        calculator is not available.&quot; at once, and the key can never be used again.
        {apiKeyState(key) === 'grace' ? ' Its grace period ends now.' : ''}
      </>
    );
    if (!(await confirm({ title: 'Revoke API key', message, confirmLabel: 'Revoke key', danger: true })))
      return;
    try {
      await revokeApiKey(key.id);
      showSuccessToast('Key revoked', `${keyName(key)} no longer works.`);
      void refresh();
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, 'The key could not be revoked.'));
    }
  };

  const actionsFor = (key: ApiKeyRecord): RowAction[] => {
    const state = apiKeyState(key);
    if (state === 'expired' || state === 'revoked') return [];
    return [
      { label: 'Edit', onClick: () => setEditing(key) },
      ...(state === 'active' ? [{ label: 'Rotate', onClick: () => setRotating(key) }] : []),
      { label: state === 'grace' ? 'Revoke now' : 'Revoke', onClick: () => void revoke(key), danger: true },
    ];
  };

  const createButton = (
    <PermissionGate {...gate}>
      <Button
        size="sm"
        onClick={() => setCreating(true)}
        disabled={blocked !== null}
        style={{ flex: 'none' }}
      >
        Create key
      </Button>
    </PermissionGate>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          A key lets the vendor&apos;s website embed the loan calculator. Only its first characters are kept
          in view; the full key is shown once, when it is made.
        </Text>
        {createButton}
      </Group>
      {blocked && (
        <Alert
          color="yellow"
          variant="light"
          p="sm"
          styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
        >
          {blocked}
        </Alert>
      )}
      <ApiKeysTable
        keys={keys.data}
        error={
          keys.error
            ? {
                title: 'The API keys could not be loaded',
                message: errorMessage(keys.error, 'The server did not answer. Try again.'),
                onRetry: () => void keys.mutate(),
              }
            : null
        }
        empty={
          <TableEmptyState
            title="No API keys yet"
            description={`Create a key to embed the loan calculator on ${vendor.name}'s website or share the standalone calculator page.`}
            action={blocked ? undefined : createButton}
          />
        }
        actionsFor={actionsFor}
        actionGate={gate}
      />
      <ApiKeyFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        title={`Create API key for ${vendor.name}`}
        submitLabel="Create key"
        initialValues={NEW_API_KEY}
        onSubmit={create}
      />
      <ApiKeyFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Edit key ${keyName(editing)}` : 'Edit key'}
        submitLabel="Save changes"
        initialValues={editing ? apiKeyFormValues(editing) : NEW_API_KEY}
        onSubmit={(values) => edit(editing!, values)}
        key={editing?.id ?? 'none'}
      />
      <RotateKeyModal
        apiKey={rotating}
        vendorName={vendor.name}
        onClose={() => setRotating(null)}
        onRotate={(graceDays) => rotate(rotating!, graceDays)}
      />
      <KeyCreatedModal
        issued={issued}
        vendorName={vendor.name}
        widgetOrigin={widgetOrigin}
        calculatorPage={calculatorPage}
        onClose={() => setIssued(null)}
      />
    </Stack>
  );
}
