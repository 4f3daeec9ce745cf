import { ActionIcon, Group, Loader, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ExtensionInvoicePatch } from '@lendline/wire';
import { useState, type ReactNode } from 'react';
import { editRefusal } from '../api/extensions-api.ts';
import { PAYMENT_METHOD_OPTIONS } from '../extension-labels.ts';

/** Saves one field of one extension; resolves once saved and the list shows it, rejects as the server did. */
export type SaveExtension = (change: ExtensionInvoicePatch) => Promise<void>;

type EditableField = keyof ExtensionInvoicePatch;

/**
 * One cell's edit: the value shown at once (optimistic: e-mail flags and the payment method move no
 * money), put back when the server refuses, with the refusal at the cell: the 422's message for this
 * field, else the server's own message.
 */
export function useCellEdit<Value>(value: Value, field: EditableField, save: SaveExtension) {
  const [pending, setPending] = useState<{ value: Value } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = async (next: Value): Promise<boolean> => {
    setPending({ value: next });
    setError(null);
    try {
      await save({ [field]: next } as ExtensionInvoicePatch);
      return true;
    } catch (failure) {
      setError(editRefusal(failure, field, 'The change was not saved. Try again.'));
      return false;
    } finally {
      setPending(null);
    }
  };
  return {
    shown: pending ? pending.value : value,
    saving: pending !== null,
    error,
    commit,
    clearError: () => setError(null),
  };
}

function CellError({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="red.8" role="alert" lh={1.2} mt={2}>
      {children}
    </Text>
  );
}

interface CellProps<Value> {
  value: Value;
  save: SaveExtension;
  /** What the control is, for screen readers: "Send e-mail for EL-2021-000412". */
  label: string;
  /** Without Extensions › Contracts › create the value reads as text. */
  editable: boolean;
}

/** A yes/no field (send e-mail, advance billing): a switch that saves as it flips. */
export function FlagCell({
  field,
  ...props
}: CellProps<boolean> & { field: 'sendEmail' | 'advanceBillingFlag' }) {
  const edit = useCellEdit(props.value, field, props.save);
  if (!props.editable) return <Text size="sm">{props.value ? 'Yes' : 'No'}</Text>;
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        <Switch
          size="xs"
          aria-label={props.label}
          checked={edit.shown}
          disabled={edit.saving}
          onChange={(event) => void edit.commit(event.currentTarget.checked)}
          error={edit.error ? true : undefined}
        />
        {edit.saving && <Loader size={12} aria-label="Saving" />}
      </Group>
      {edit.error && <CellError>{edit.error}</CellError>}
    </Stack>
  );
}

/** The payment method: a compact select that saves on choice. */
export function PaymentMethodCell(props: CellProps<string>) {
  const edit = useCellEdit(props.value, 'paymentMethod', props.save);
  if (!props.editable)
    return (
      <Text size="sm">
        {PAYMENT_METHOD_OPTIONS.find((o) => o.value === props.value)?.label ?? props.value}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Select
        size="xs"
        aria-label={props.label}
        data={PAYMENT_METHOD_OPTIONS}
        value={edit.shown}
        allowDeselect={false}
        disabled={edit.saving}
        rightSection={edit.saving ? <Loader size={12} aria-label="Saving" /> : undefined}
        onChange={(next) => next && next !== edit.shown && void edit.commit(next)}
        error={edit.error ? true : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {edit.error && <CellError>{edit.error}</CellError>}
    </Stack>
  );
}

/**
 * The address the invoice goes to: text with a pencil; editing is an input that saves on Enter or when it
 * loses focus (Escape leaves it as it was). Empty clears it (the server then sends to the bill-to
 * e-mail). A refused address keeps the input open with the server's words under it.
 */
export function SendToCell(props: CellProps<string | null>) {
  const edit = useCellEdit(props.value, 'sendTo', props.save);
  const [draft, setDraft] = useState<string | null>(null);
  if (!props.editable)
    return (
      <Text size="sm" truncate="end">
        {props.value ?? '—'}
      </Text>
    );

  const finish = async () => {
    if (draft === null) return;
    const next = draft.trim() === '' ? null : draft.trim();
    if (next === props.value) {
      setDraft(null);
      edit.clearError();
      return;
    }
    if (await edit.commit(next)) setDraft(null);
  };

  if (draft !== null) {
    return (
      <TextInput
        size="xs"
        aria-label={props.label}
        value={draft}
        autoFocus
        type="email"
        placeholder="name@example.com"
        disabled={edit.saving}
        rightSection={edit.saving ? <Loader size={12} aria-label="Saving" /> : undefined}
        error={edit.error}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          edit.clearError();
        }}
        onBlur={() => void finish()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void finish();
          if (event.key === 'Escape') {
            setDraft(null);
            edit.clearError();
          }
        }}
      />
    );
  }
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Text size="sm" truncate="end" c={edit.shown ? undefined : 'dimmed'} title={edit.shown ?? undefined}>
          {edit.shown ?? 'Bill-to e-mail'}
        </Text>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={`Edit ${props.label}`}
          onClick={() => setDraft(edit.shown ?? '')}
        >
          <PencilIcon />
        </ActionIcon>
      </Group>
      {edit.error && <CellError>{edit.error}</CellError>}
    </Stack>
  );
}

function PencilIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}
