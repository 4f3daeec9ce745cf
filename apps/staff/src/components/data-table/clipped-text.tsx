import { Text } from '@mantine/core';

/**
 * A table cell's text cut to one line at `width` with an ellipsis, so a long vendor or equipment name does
 * not widen the table; the whole text stays in the DOM for screen readers and shows on hover.
 *
 * @example cell: (row) => <ClippedText width={160}>{row.vendorName}</ClippedText>
 */
export function ClippedText({
  children,
  width,
  dimmed = false,
}: {
  children: string;
  width: number;
  dimmed?: boolean;
}) {
  return (
    <Text
      component="span"
      display="block"
      size="sm"
      maw={width}
      truncate="end"
      title={children}
      c={dimmed ? 'dimmed' : undefined}
    >
      {children}
    </Text>
  );
}
