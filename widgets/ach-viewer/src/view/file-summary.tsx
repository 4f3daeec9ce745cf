import type { AchFile } from '@lendline/nacha';
import { formatYymmdd } from '../model/format.ts';
import { Facts } from './facts.tsx';
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
        <Facts
          facts={[
            ['Origin', named(file.immediateOriginName, file.immediateOrigin)],
            ['Destination', named(file.immediateDestinationName, file.immediateDestination)],
            ['Created', `${formatYymmdd(file.fileCreationDate)} ${time(file.fileCreationTime)}`],
            ['File ID modifier', file.fileIdModifier || '—'],
            [
              'Read as',
              `${file.encoding}, line endings ${file.lineEnding === 'none' ? 'none (94-character slots)' : file.lineEnding}`,
            ],
          ]}
        />
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
