import type { AchFile, FieldValue, Problem, RawRecord } from '@lendline/nacha';
import { readAchFile } from '@lendline/nacha';
import { dispatchWidgetEvent } from '@lendline/widget-host';
import { Component, createRef } from 'preact';
import { fetchBytes, fileBytes, nameFromUrl } from './load/read-source.ts';
import { entryRows, searchRows, type EntryRow } from './model/entries.ts';
import { baseName, download, entriesCsv, fileJson } from './model/export.ts';
import { formatCount, plural } from './model/format.ts';
import { problemsByLine, recordFields } from './model/record-fields.ts';
import { mark } from './performance-marks.ts';
import { BatchList } from './view/batch-list.tsx';
import { EntryTable } from './view/entry-table.tsx';
import { FileSummary } from './view/file-summary.tsx';
import { ProblemList } from './view/problem-list.tsx';
import { RawView, type RawTarget } from './view/raw-view.tsx';

export interface AchViewerProps {
  /** The ACH batch this viewer is about (staff app, standalone page); names what `src` loads. */
  batchName: string | undefined;
  /** A URL to fetch the file from. */
  src: string | undefined;
  /** Full account numbers; without it only the last four show, on screen and in exports. */
  reveal: boolean;
  /** The custom element, on which `lendline:ach-loaded` is dispatched. */
  element: HTMLElement;
}

/** What `lendline:ach-loaded` carries. */
export interface AchLoadedDetail {
  fileName: string;
  batches: number;
  entries: number;
  errors: number;
  warnings: number;
  debitCents: number;
  creditCents: number;
}

interface Loaded {
  name: string;
  file: AchFile;
  /** Counts loads, so a new file starts with fresh views (folds, scroll positions). */
  seq: number;
  rows: EntryRow[];
  problems: Map<number, Problem[]>;
  fieldsOf: (record: RawRecord) => FieldValue[];
}

// Lets "Reading…" reach the screen before the reader holds the main thread; a hidden tab, where
// animation frames wait, goes on after a moment.
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(done, 100);
  });

function summaryOf(name: string, file: AchFile, rows: EntryRow[]): AchLoadedDetail {
  const errors = file.problems.filter((problem) => problem.severity === 'error').length;
  return {
    fileName: name,
    batches: file.batches.length,
    // Every entry, those outside any batch too.
    entries: rows.length,
    errors,
    warnings: file.problems.length - errors,
    debitCents: file.computed.debitCents,
    creditCents: file.computed.creditCents,
  };
}

const loadedMessage = (summary: AchLoadedDetail) =>
  `Loaded ${summary.fileName}: ${plural(summary.batches, 'batch', 'batches')}, ${plural(summary.entries, 'entry', 'entries')}, ${plural(summary.errors, 'error')}`;

interface AchViewerState {
  loaded: Loaded | null;
  /** What the status and the alert regions say. */
  said: [status: string, alert: string];
  query: string;
  lineTarget: RawTarget | null;
  dragging: boolean;
  pasted: string;
}

/** Opens a NACHA file (picker, drop, paste or `src`) and shows it: header, problems, batches, entries, raw. */
export class AchViewer extends Component<AchViewerProps, AchViewerState> {
  override state: AchViewerState = {
    loaded: null,
    said: ['', ''],
    query: '',
    lineTarget: null,
    dragging: false,
    pasted: '',
  };
  reads = 0;
  root = createRef<HTMLDivElement>();
  fetching?: AbortController;
  /** The last search and its result: searching 100,000 entries again on every render would show. */
  searched?: [rows: readonly EntryRow[], query: string, reveal: boolean, results: readonly EntryRow[]];

  override componentDidMount(): void {
    this.fetch();
  }

  override componentDidUpdate(previous: AchViewerProps): void {
    if (previous.src !== this.props.src) this.fetch();
  }

  override componentWillUnmount(): void {
    this.fetching?.abort();
  }

  /** Loads `src`, dropping a load of the one before. */
  fetch(): void {
    const { src, batchName } = this.props;
    this.fetching?.abort();
    if (!src) return;
    const { signal } = (this.fetching = new AbortController());
    this.load(batchName || nameFromUrl(src), () => fetchBytes(src, signal));
  }

  load(name: string, read: () => Promise<string | Uint8Array>): void {
    const ticket = ++this.reads;
    this.setState({ said: [`Reading ${name}…`, ''] });
    read()
      .then(async (input) => {
        await afterPaint();
        if (ticket !== this.reads) return;
        mark('reading');
        const file = readAchFile(input);
        mark('parsed');
        const rows = entryRows(file);
        const summary = summaryOf(name, file, rows);
        this.setState(
          {
            loaded: {
              name,
              file,
              seq: ticket,
              rows,
              problems: problemsByLine(file.problems),
              fieldsOf: recordFields(file),
            },
            query: '',
            lineTarget: null,
            said: [loadedMessage(summary), ''],
          },
          // Once the file is on screen.
          () => {
            mark('loaded');
            dispatchWidgetEvent(this.props.element, 'lendline:ach-loaded', summary);
          },
        );
      })
      .catch((error: unknown) => {
        if (ticket !== this.reads || (error instanceof DOMException && error.name === 'AbortError')) return;
        this.setState({
          said: ['', `Could not open ${name}: ${error instanceof Error ? error.message : String(error)}.`],
        });
      });
  }

  override render(
    { batchName, src, reveal }: AchViewerProps,
    { loaded, said, query, lineTarget, dragging, pasted }: AchViewerState,
  ) {
    const rows = loaded?.rows ?? [];
    if (this.searched?.[0] !== rows || this.searched[1] !== query || this.searched[2] !== reveal) {
      this.searched = [rows, query, reveal, searchRows(rows, query, reveal)];
    }
    const results = this.searched[3];
    const root = this.root;
    const setDragging = (dragging: boolean) => this.setState({ dragging });
    const showLine = (line: number) =>
      this.setState(({ lineTarget }) => ({ lineTarget: { line, seq: (lineTarget?.seq ?? 0) + 1 } }));
    const openFile = (file: File | undefined) => file && this.load(file.name, () => fileBytes(file));
    const save = (name: string, type: string, content: () => string) => () =>
      download(root.current!, `${baseName(loaded!.name)}${name}`, type, content());

    return (
      <div
        ref={root}
        class={dragging ? 'card dragging' : 'card'}
        onDragOver={(event) => {
          if (!event.dataTransfer?.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          openFile(event.dataTransfer?.files[0]);
        }}
      >
        <h2>{batchName ? `ACH batch ${batchName}` : 'ACH file viewer'}</h2>
        {batchName && !src && (
          <p class="note">Batch {batchName} is not loaded. You can open a local copy of its file.</p>
        )}
        <div class="bar">
          {/* A designed button over the native picker: the input stays in the tab order (visually hidden, so
              Space and Enter open the system dialog, and screen readers hear its label and hint), and the
              name beside it is the file on screen, never the browser's "No file chosen", which a native
              input would say again after every load (the value is cleared so the same file can be reopened). */}
          <div class="open">
            <input
              id="file"
              type="file"
              accept=".ach,.txt,.nacha,.gz,text/plain"
              aria-describedby="open-hint"
              onChange={(event) => {
                const input = event.currentTarget;
                openFile(input.files?.[0]);
                input.value = '';
              }}
            />
            <label for="file" class="button">
              Open a NACHA file
            </label>
            <span class="name">{loaded?.name}</span>
            <p id="open-hint" class="hint">
              or drop one here, or paste its text. Files stay in this browser.
            </p>
          </div>
          <details class="paste">
            <summary>Paste file text</summary>
            <label for="paste">NACHA file text</label>
            <textarea
              id="paste"
              rows={6}
              spellcheck={false}
              value={pasted}
              onInput={(event) => this.setState({ pasted: event.currentTarget.value })}
            />
            <button
              type="button"
              class="button"
              disabled={!pasted.trim()}
              onClick={() => this.load('Pasted text', async () => pasted)}
            >
              Read pasted text
            </button>
          </details>
        </div>
        {/* The toolbar: what is on screen on the left, its downloads aligned on the right (below it when narrow). */}
        <div class="tools">
          <p class="status" role="status">
            {said[0]}
          </p>
          {loaded && (
            <div class="exports">
              <button
                type="button"
                class="button"
                onClick={save('.json', 'application/json', () => fileJson(loaded.name, loaded.file, reveal))}
              >
                Download JSON
              </button>
              <button
                type="button"
                class="button"
                onClick={save('-entries.csv', 'text/csv', () => entriesCsv(rows, reveal))}
              >
                Download entries CSV
              </button>
            </div>
          )}
        </div>
        <p class="alert" role="alert">
          {said[1]}
        </p>
        {loaded && (
          <div class="file" key={loaded.seq}>
            <FileSummary file={loaded.file} />
            <ProblemList problems={loaded.file.problems} onShowLine={showLine} />
            <BatchList batches={loaded.file.batches} rows={rows} reveal={reveal} onShowLine={showLine} />
            <section aria-labelledby="entries-title">
              <h3 id="entries-title">Entries ({formatCount(rows.length)})</h3>
              <label for="search">Search entries</label>
              <input
                id="search"
                type="search"
                value={query}
                placeholder="Name, account last 4, trace number or amount"
                aria-describedby="search-count"
                onInput={(event) => this.setState({ query: event.currentTarget.value })}
              />
              <p id="search-count" class="hint" aria-live="polite">
                {query.trim()
                  ? `${plural(results.length, 'entry', 'entries')} of ${formatCount(rows.length)} match`
                  : `All ${plural(rows.length, 'entry', 'entries')}`}
              </p>
              {results.length > 0 && (
                <EntryTable
                  rows={results}
                  label="Entries"
                  reveal={reveal}
                  showBatch
                  resetKey={query}
                  onShowLine={showLine}
                />
              )}
            </section>
            <section aria-labelledby="raw-title">
              <h3 id="raw-title">Raw file</h3>
              <RawView
                records={loaded.file.records}
                fieldsOf={loaded.fieldsOf}
                problems={loaded.problems}
                reveal={reveal}
                lineTarget={lineTarget}
              />
            </section>
          </div>
        )}
      </div>
    );
  }
}
