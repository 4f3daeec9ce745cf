import { Text } from '@mantine/core';
import type { ComponentType } from 'react';

/** A note in a record's history, as written: line breaks kept, long words wrapped. */
export function HistoryNoteText({ note }: { note: string | null }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {note}
    </Text>
  );
}

export interface StatusChangeTextProps {
  fromStatus: string | null;
  toStatus: string | null;
  /** The record's own status badge (an inquiry's, a credit application's). */
  Badge: ComponentType<{ status: string }>;
  /** The words before the first status, when there was none before it ("Status set to"). */
  firstStatusText: string;
}

/** "Status changed from [A] to [B]", or the record's first status, with the record's own badges. */
export function StatusChangeText({ fromStatus, toStatus, Badge, firstStatusText }: StatusChangeTextProps) {
  return (
    <Text size="sm" component="div">
      {fromStatus ? (
        <>
          Status changed from <Badge status={fromStatus} /> to <Badge status={toStatus ?? ''} />
        </>
      ) : (
        <>
          {firstStatusText} <Badge status={toStatus ?? ''} />
        </>
      )}
    </Text>
  );
}
