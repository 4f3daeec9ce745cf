import { Text } from '@mantine/core';

/**
 * A table cell's text cut to one line with an ellipsis, so a long vendor or equipment name does not
 * widen the table: at most its cell's width (and `width` px when given). The whole text stays in the DOM,
 * so it is the accessible name of a link around it, and shows on hover.
 *
 * @example cell: (row) => <ClippedText>{row.vendorName}</ClippedText>
 */
export function ClippedText({
  children,
  width,
  dimmed = false,
}: {
  children: string;
  width?: number;
  dimmed?: boolean;
}) {
  return (
    <Text
      component="span"
      display="block"
      size="sm"
      maw={width === undefined ? '100%' : `min(${width}px, 100%)`}
      truncate="end"
      title={children}
      c={dimmed ? 'dimmed' : undefined}
    >
      {children}
    </Text>
  );
}
