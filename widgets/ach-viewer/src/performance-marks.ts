// User Timing marks a page (or our e2e measurement) can read: lendline:ach-viewer:reading (reading starts),
// …:parsed (the reader is done) and …:loaded (the file is on screen). The last load's marks replace the
// ones before.
export type MarkStep = 'reading' | 'parsed' | 'loaded';

export const mark = (step: MarkStep): void => {
  const name = `lendline:ach-viewer:${step}`;
  performance.clearMarks(name);
  performance.mark(name);
};
