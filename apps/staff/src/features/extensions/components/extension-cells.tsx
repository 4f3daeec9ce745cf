import { Badge, Text } from '@mantine/core';
import { ClippedText } from '../../../components/data-table/clipped-text.tsx';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import { codeLabel } from '../extension-labels.ts';

// Small cells the Extensions tables share.

/** A dash for a value the row does not have (month to month has no maturity or count). */
export const none = (
  <Text span size="sm" c="dimmed" aria-label="none">
    —
  </Text>
);

export const dayCell = (day: string | null) => (day ? formatDate(day) : none);

export const textCell = (text: string | null) => (text ? <ClippedText>{text}</ClippedText> : none);

export const countCell = (count: number | null, openEnded: string) =>
  count === null ? (
    <Text span size="sm" c="dimmed">
      {openEnded}
    </Text>
  ) : (
    String(count)
  );

/** A vocabulary code as a quiet badge in words (grey: a category, not a state). */
export const codeBadge = (code: string) => (
  <Badge variant="light" color="gray" size="sm" radius="sm">
    {codeLabel(code)}
  </Badge>
);
