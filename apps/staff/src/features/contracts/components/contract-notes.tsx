import { Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { TableErrorState } from '../../../components/data-table/table-states.tsx';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { NoteForm } from '../../../components/notes/note-form.tsx';
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
  const [category, setCategory] = useState<NoteCategory>('GENERAL');

  return (
    <Stack gap="md">
      <NoteForm gate={gate} maxLength={NOTE_MAX} label="Note" onAdd={(text) => onAdd({ category, text })}>
        <Select
          label="Category"
          data={CATEGORY_OPTIONS}
          value={category}
          onChange={(value) => setCategory((value as NoteCategory | null) ?? 'GENERAL')}
          allowDeselect={false}
          w={220}
        />
      </NoteForm>
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
