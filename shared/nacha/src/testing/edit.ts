/** The text with `value` written over the given line (1-based) from a 1-based column on, for test files. */
export function overwrite(text: string, line: number, column: number, value: string): string {
  const lines = text.split('\n');
  const record = lines[line - 1]!;
  lines[line - 1] = record.slice(0, column - 1) + value + record.slice(column - 1 + value.length);
  return lines.join('\n');
}

/** The codes of the error problems, for short assertions. */
export function errorCodes(problems: { severity: string; code: string }[]): string[] {
  return problems.filter((problem) => problem.severity === 'error').map((problem) => problem.code);
}
