import type { AchFile } from '@lendline/nacha';
import { formatYymmdd } from '../model/format.ts';
import { TotalsTable } from './totals-table.tsx';

const time = (hhmm: string) => (/^\d{4}$/.test(hhmm) ? `${hhmm.slice(0, 2)}:${hhmm.slice(2)}` : hhmm);

const named = (name: string, id: string) =>
  [name.trim(), id.trim() && `(${id.trim()})`].filter(Boolean).join(' ') || '—';

/** The file header's facts and the file control's totals against the recomputed ones. */
export function FileSummary({ file }: { file: AchFile }) {
  return (
    <section aria-labelledby="file-title">
      <h3 id="file-title">File header</h3>
      {file.header ? (
        <dl class="facts">
          <dt>Origin</dt>
          <dd>{named(file.immediateOriginName, file.immediateOrigin)}</dd>
          <dt>Destination</dt>
          <dd>{named(file.immediateDestinationName, file.immediateDestination)}</dd>
          <dt>Created</dt>
          <dd>
            {formatYymmdd(file.fileCreationDate)} {time(file.fileCreationTime)}
          </dd>
          <dt>File ID modifier</dt>
          <dd>{file.fileIdModifier || '—'}</dd>
          <dt>Read as</dt>
          <dd>
            {file.encoding}, line endings{' '}
            {file.lineEnding === 'none' ? 'none (94-character slots)' : file.lineEnding}
          </dd>
        </dl>
      ) : (
        <p class="warn">The file has no file header record.</p>
      )}
      <TotalsTable
        heading="File totals"
        stored={file.stored}
        computed={file.computed}
        control="file control"
      />
    </section>
  );
}
