import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PermissionGate } from '../access/permission-gate.tsx';
import { FormError } from '../form/form-alert.tsx';
import { FormFieldset } from '../form/form-fieldset.tsx';
import { useElementAccess } from '../../lib/access/use-element-access.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formatCount } from '../data-table/format-number.ts';

export interface NoteFormProps {
  /** The menu's change rule (e.g. Inquiries › create); a role that may only view sees the form disabled. */
  gate: ElementRequest;
  /** The longest note the server keeps. */
  maxLength: number;
  /** Adds the note; rejects with the server's error. */
  onAdd: (note: string) => Promise<void>;
  /** The text box's label. */
  label?: string;
  /** Fields of the note besides its text (a contract note's category), shown above the text box. */
  children?: ReactNode;
}

/**
 * A note for a record's history (an inquiry, a credit application, a contract): what was discussed, what happens
 * next. Cleared once the server keeps it.
 */
export function NoteForm({ gate, maxLength, onAdd, label = 'Add a note', children }: NoteFormProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    const text = note.trim();
    if (!text) {
      setError('Write the note first.');
      return;
    }
    setBusy(true);
    try {
      await onAdd(text);
      setNote('');
      setError(null);
    } catch (failure) {
      setRefusal(errorMessage(failure, 'The note could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a note">
      <Stack gap="xs">
        {refusal && <FormError>{refusal}</FormError>}
        <FormFieldset disabled={readOnly}>
          <Stack gap="xs">
            {children}
            <Textarea
              label={label}
              placeholder="What was discussed, what happens next"
              rows={3}
              resize="vertical"
              maxLength={maxLength}
              value={note}
              onChange={(event) => {
                setNote(event.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
          </Stack>
        </FormFieldset>
        <Group justify="space-between">
          <Text size="xs" c="dimmed" aria-live="polite">
            {formatCount(note.length)} / {formatCount(maxLength)}
          </Text>
          <PermissionGate {...gate}>
            <Button type="submit" size="sm" variant="light" loading={busy}>
              Add note
            </Button>
          </PermissionGate>
        </Group>
      </Stack>
    </form>
  );
}
