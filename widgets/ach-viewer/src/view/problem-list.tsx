import type { Problem } from '@lendline/nacha';
import { Component } from 'preact';
import { formatCount, plural } from '../model/format.ts';

interface ProblemListProps {
  problems: readonly Problem[];
  onShowLine(line: number): void;
}

// A badly broken file can have a problem on every line; the list grows on request.
const PAGE = 200;

const where = (problem: Problem) =>
  `Line ${problem.line}${problem.field ? `, columns ${problem.field.start}–${problem.field.end}` : ''}`;

/** Every problem the reader found, errors first, each with a link to its line in the raw view. */
export class ProblemList extends Component<ProblemListProps, { shown: number }> {
  override state = { shown: PAGE };

  override render({ problems, onShowLine }: ProblemListProps, { shown }: { shown: number }) {
    const errors = problems.filter((problem) => problem.severity === 'error');
    const ordered = [...errors, ...problems.filter((problem) => problem.severity !== 'error')];

    return (
      <section aria-labelledby="problems-title">
        <h3 id="problems-title">Problems ({formatCount(problems.length)})</h3>
        {problems.length === 0 ? (
          <p class="ok">No problems: the file follows the NACHA rules the viewer checks.</p>
        ) : (
          <>
            <p>
              {plural(errors.length, 'error')}, {plural(problems.length - errors.length, 'warning')}
            </p>
            <ol class="problems">
              {ordered.slice(0, shown).map((problem, index) => (
                <li key={index} class={problem.severity}>
                  <span class="badge">{problem.severity === 'error' ? 'Error' : 'Warning'}</span>{' '}
                  {problem.message} <span class="code">{problem.code}</span>
                  {problem.line !== null && (
                    <>
                      {' '}
                      <button type="button" class="link" onClick={() => onShowLine(problem.line!)}>
                        {where(problem)}
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ol>
            {ordered.length > shown && (
              <button type="button" class="button" onClick={() => this.setState({ shown: shown + PAGE })}>
                Show {formatCount(Math.min(PAGE, ordered.length - shown))} more of{' '}
                {formatCount(ordered.length - shown)}
              </button>
            )}
          </>
        )}
      </section>
    );
  }
}
