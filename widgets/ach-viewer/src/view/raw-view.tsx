import type { FieldValue, Problem, RawRecord } from '@lendline/nacha';
import { useEffect, useRef, useState } from 'preact/hooks';
import { segmentsOf } from '../model/record-fields.ts';
import { useVirtualWindow } from './use-virtual-window.ts';

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
  target: RawTarget | null;
}

/** Keep in step with `.raw .line` in the styles. */
export const RAW_LINE_HEIGHT = 22;

interface HoveredField {
  line: number;
  field: FieldValue;
  text: string;
}

/**
 * The file as written, one record a line, only the lines in view rendered. Each field is a span whose label
 * shows on hover and, on the selected line (Tab through its fields), on focus; problem fields are marked.
 */
export function RawView({ records, fieldsOf, problems, reveal, target }: RawViewProps) {
  const view = useVirtualWindow(records.length, RAW_LINE_HEIGHT);
  const [selected, setSelected] = useState<number | null>(null);
  const [hovered, setHovered] = useState<HoveredField | null>(null);

  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (!target) return;
    // Records are numbered from 1 without gaps (blank lines are records too).
    const index = target.line - 1;
    if (records[index]?.line !== target.line) return;
    setSelected(target.line);
    pendingFocus.current = target.line;
    view.scrollToIndex(index);
  }, [target]);

  // The target line exists only once the window has moved to it: focus it after the render that shows it.
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const line = view.ref.current?.querySelector<HTMLElement>(`[data-line="${pendingFocus.current}"]`);
    if (!line) return;
    pendingFocus.current = null;
    line.focus();
  });

  const describe = (line: number, field: FieldValue, text: string) => setHovered({ line, field, text });

  return (
    <>
      <div
        class="scroll raw"
        ref={view.ref}
        onScroll={view.onScroll}
        tabIndex={0}
        role="region"
        aria-label="Raw file, one record per line"
      >
        <div style={{ height: `${records.length * RAW_LINE_HEIGHT}px` }} class="space">
          <div style={{ transform: `translateY(${view.before}px)` }} role="list">
            {records.slice(view.first, view.last).map((record) => {
              const lineProblems = problems.get(record.line) ?? [];
              const isSelected = record.line === selected;
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
                  onClick={() => setSelected(record.line)}
                  aria-label={[`Line ${record.line}`, ...lineProblems.map((problem) => problem.message)].join(
                    '. ',
                  )}
                >
                  <span class="ln" aria-hidden="true">
                    {record.line}
                  </span>
                  <code>
                    {segmentsOf(record, fieldsOf(record), lineProblems, reveal).map((segment) =>
                      segment.field || segment.problem ? (
                        <span
                          key={segment.start}
                          class={segment.problem ? 'field bad' : 'field'}
                          title={
                            segment.field
                              ? `${segment.field.label} (columns ${segment.field.start}–${segment.field.end})`
                              : undefined
                          }
                          tabIndex={isSelected && segment.field ? 0 : undefined}
                          onMouseEnter={
                            segment.field
                              ? () => describe(record.line, segment.field!, segment.text)
                              : undefined
                          }
                          onFocus={
                            segment.field
                              ? () => describe(record.line, segment.field!, segment.text)
                              : undefined
                          }
                        >
                          {segment.text}
                        </span>
                      ) : (
                        segment.text
                      ),
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
          : 'Point at a field, or select a line and Tab through its fields, to see what each column holds.'}
      </p>
    </>
  );
}
