import { Text } from '@mantine/core';
import { ClippedText } from './clipped-text.tsx';

/**
 * A cell of two lines: a name over a dimmed detail (a business's DBA, a customer's business), each cut to
 * the column with an ellipsis and shown whole on hover. Both lines stay whole in the DOM, so a title
 * column's link around the cell is named by the name and the detail.
 *
 * @example cell: (row) => <TwoLineCell name={row.legalName} detail={row.dba && `DBA ${row.dba}`} />
 */
export function TwoLineCell({ name, detail }: { name: string; detail?: string | null | undefined }) {
  return (
    <>
      <ClippedText>{name}</ClippedText>
      {detail ? (
        // The regular weight of a detail, also under a title link's bolder name.
        <Text span size="xs" c="dimmed" display="block" fw={400} maw="100%" truncate="end" title={detail}>
          {detail}
        </Text>
      ) : null}
    </>
  );
}
