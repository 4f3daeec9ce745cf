import type { FieldValue, Problem, RawRecord } from '@lendline/nacha';
import { segmentsOf } from '../model/record-fields.ts';
import { VirtualList } from './virtual-list.ts';

/** A line to show: set by a problem link or an entry's line button; `seq` asks for focus again. */
export interface RawTarget {
  line: number;
  seq: number;
}

export interface RawViewProps {
  records: readonly RawRecord[];
  fieldsOf(record: RawRecord): FieldValue[];
  problems: ReadonlyMap<number, Problem[]>;
  reveal: boolean;
  lineTarget: RawTarget | null;
}

/** Keep in step with `.raw .line` in the styles. */
export const RAW_LINE_HEIGHT = 22;

interface HoveredField {
  line: number;
  field: FieldValue;
  text: string;
}

interface RawViewState {
  selectedLine?: number;
  hovered?: HoveredField;
}

/**
 * The file as written, one record a line, only the lines in view rendered. Each field is a span whose label
 * shows on hover and, on the selected line (Tab through its fields), on focus; problem fields are marked.
 */
export class RawView extends VirtualList<RawViewProps, RawViewState> {
  override rowHeight = RAW_LINE_HEIGHT;
  /** The target line to focus once the window has moved to it. */
  pendingFocus = 0;

  override componentDidUpdate({ lineTarget: previous }: RawViewProps): void {
    const { lineTarget: target, records } = this.props;
    // Records are numbered from 1 without gaps (blank lines are records too).
    if (target && target !== previous && records[target.line - 1]?.line === target.line) {
      this.setState({ selectedLine: target.line });
      this.pendingFocus = target.line;
      this.scrollToIndex(target.line - 1);
    }
    const line = this.box.current?.querySelector<HTMLElement>(`[data-line="${this.pendingFocus}"]`);
    if (line) {
      this.pendingFocus = 0;
      line.focus();
    }
  }

  override render(
    { records, fieldsOf, problems, reveal }: RawViewProps,
    { selectedLine, hovered }: RawViewState,
  ) {
    const [first, last, before] = this.window(records.length);
    const describe = (line: number, field: FieldValue, text: string) =>
      this.setState({ hovered: { line, field, text } });

    return (
      <>
        <div
          class="scroll raw"
          ref={this.box}
          onScroll={this.onScroll}
          tabIndex={0}
          role="region"
          aria-label="Raw file, one record per line"
        >
          <div style={{ height: `${records.length * RAW_LINE_HEIGHT}px` }} class="space">
            <div style={{ transform: `translateY(${before}px)` }} role="list">
              {records.slice(first, last).map((record) => {
                const lineProblems = problems.get(record.line) ?? [];
                const isSelected = record.line === selectedLine;
                const classes = ['line', isSelected && 'selected', lineProblems.length > 0 && 'has-problem']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <div
                    key={record.line}
                    class={classes}
                    data-line={record.line}
                    role="listitem"
                    tabIndex={-1}
                    onClick={() => this.setState({ selectedLine: record.line })}
                    aria-label={[
                      `Line ${record.line}`,
                      ...lineProblems.map((problem) => problem.message),
                    ].join('. ')}
                  >
                    <span class="ln" aria-hidden="true">
                      {record.line}
                    </span>
                    <code>
                      {segmentsOf(record, fieldsOf(record), lineProblems, reveal).map(
                        ({ field, problem, start, text }) => {
                          const show = field && (() => describe(record.line, field, text));
                          return field || problem ? (
                            <span
                              key={start}
                              class={problem ? 'field bad' : 'field'}
                              title={field && `${field.label} (columns ${field.start}–${field.end})`}
                              tabIndex={isSelected && field ? 0 : undefined}
                              onMouseEnter={show}
                              onFocus={show}
                            >
                              {text}
                            </span>
                          ) : (
                            text
                          );
                        },
                      )}
                    </code>
                  </div>
                );
              })}
            </div>
          </div>
        </div>
        <p class="hint field-info" aria-live="polite">
          {hovered
            ? `Line ${hovered.line}, columns ${hovered.field.start}–${hovered.field.end}: ${hovered.field.label} “${hovered.text.trim()}”`
            : 'Point at a field, or select a line and Tab through its fields, to see what it holds.'}
        </p>
      </>
    );
  }
}
