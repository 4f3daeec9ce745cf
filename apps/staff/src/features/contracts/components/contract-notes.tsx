import { Button, Group, Paper, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState, type FormEvent } from 'react';
import { PermissionGate } from '../../../components/access/permission-gate.tsx';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { FormError } from '../../../components/form/form-alert.tsx';
import { FormFieldset } from '../../../components/form/form-fieldset.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { NOTE_MAX } from '../api/add-contract-note.ts';
import { NOTE_CATEGORIES, type ContractNoteRecord, type NoteCategory } from '../api/contracts-resource.ts';
import { codeLabel } from '../contract-labels.ts';
import type { RelatedRows } from './related-table.tsx';

export interface ContractNotesProps extends RelatedRows<ContractNoteRecord> {
  /** Contracts › create; a role that may only view sees the form disabled. */
  gate: ElementRequest;
  /** Adds the note; rejects with the server's error. */
  onAdd: (note: { category: NoteCategory; text: string }) => Promise<void>;
  /** Who wrote a note; the server sends the author's id. */
  authorName?: (note: ContractNoteRecord) => string;
}

const defaultAuthor = (note: ContractNoteRecord) =>
  note.authorName ?? (note.authorId === null ? 'System' : `User #${note.authorId}`);

const CATEGORY_OPTIONS = NOTE_CATEGORIES.map((category) => ({ value: category, label: codeLabel(category) }));

/** The contract's notes, newest first, and a form to add one (what was discussed, what happens next). */
export function ContractNotes({
  rows,
  error,
  onRetry,
  gate,
  onAdd,
  authorName = defaultAuthor,
}: ContractNotesProps) {
  const readOnly = useElementAccess(gate) !== 'visible';
  const [text, setText] = useState('');
  const [category, setCategory] = useState<NoteCategory>('GENERAL');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    if (!text.trim()) {
      setInvalid('Write the note first.');
      return;
    }
    setBusy(true);
    try {
      await onAdd({ category, text: text.trim() });
      setText('');
      setInvalid(null);
    } catch (failure) {
      setRefusal(errorMessage(failure, 'The note could not be added. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a note">
        <Stack gap="xs">
          {refusal && <FormError>{refusal}</FormError>}
          <FormFieldset disabled={readOnly}>
            <Stack gap="xs">
              <Select
                label="Category"
                data={CATEGORY_OPTIONS}
                value={category}
                onChange={(value) => setCategory((value as NoteCategory | null) ?? 'GENERAL')}
                allowDeselect={false}
                w={220}
              />
              <Textarea
                label="Note"
                placeholder="What was discussed, what happens next"
                rows={3}
                maxLength={NOTE_MAX}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setInvalid(null);
                }}
                error={invalid}
              />
            </Stack>
          </FormFieldset>
          <Group justify="space-between">
            <Text size="xs" c="dimmed" aria-live="polite">
              {text.length} / {NOTE_MAX}
            </Text>
            <PermissionGate {...gate}>
              <Button type="submit" size="sm" variant="light" loading={busy}>
                Add note
              </Button>
            </PermissionGate>
          </Group>
        </Stack>
      </form>
      {error ? (
        <TableErrorState
          title="Notes could not be loaded"
          message={errorMessage(error, 'The server did not answer. Try again.')}
          onRetry={() => onRetry?.()}
        />
      ) : rows === undefined ? (
        <Skeleton height={60} aria-label="Loading the notes" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notes">
          {rows.map((note) => (
            <Paper key={note.id} component="li" withBorder p="sm" radius="sm">
              <Text size="xs" c="dimmed">
                {formatDateTime(note.at)} · {authorName(note)} · {codeLabel(note.category)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
