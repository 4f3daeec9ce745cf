import { DataTable, type DataColumn } from '../../../components/data-table/data-table.tsx';
import { TableEmptyState } from '../../../components/data-table/table-states.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

/** A related list as the details page hands it to a panel: the rows, or why they are missing. */
export interface RelatedRows<Row> {
  rows: readonly Row[] | undefined;
  error?: unknown;
  onRetry?: () => void;
}

export interface RelatedTableProps<Row> extends RelatedRows<Row> {
  label: string;
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** What the empty list means, e.g. "No payments received yet". */
  emptyTitle: string;
  emptyDescription: string;
  minWidth?: number;
}

/** One of the details page's lists (schedule, payments, equipment, documents), with every state designed. */
export function RelatedTable<Row>({
  label,
  columns,
  rowKey,
  rows,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  minWidth = 720,
}: RelatedTableProps<Row>) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      skeletonRows={4}
      minWidth={minWidth}
      error={
        error
          ? {
              title: `${label} could not be loaded`,
              message: errorMessage(error, 'The server did not answer. Try again.'),
              onRetry: () => onRetry?.(),
            }
          : null
      }
      empty={<TableEmptyState title={emptyTitle} description={emptyDescription} />}
    />
  );
}
