import type { WidgetProps } from '@lendline/widget-host';

export type AchViewerProps = WidgetProps<'batch-name'>;

/** The ACH file viewer's face; entries and totals arrive with the ACH batch API. */
export function AchViewerCard({ batchName }: AchViewerProps) {
  return (
    <section class="card" aria-labelledby="title">
      <h2 id="title" class="title">
        ACH file viewer
      </h2>
      <p class="status">
        {batchName
          ? `Viewing ACH batch ${batchName} is not available yet.`
          : 'Viewing ACH files is not available yet.'}
      </p>
    </section>
  );
}
