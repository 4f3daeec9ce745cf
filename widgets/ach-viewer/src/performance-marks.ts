// User Timing marks a page (or our e2e measurement) can read: reading starts, the reader is done, the
// file is on screen. The last load's marks replace the ones before.
export const READING_MARK = 'lendline:ach-viewer:reading';
export const PARSED_MARK = 'lendline:ach-viewer:parsed';
export const LOADED_MARK = 'lendline:ach-viewer:loaded';

const mark = (name: string) => {
  performance.clearMarks(name);
  performance.mark(name);
};

export const markReading = (): void => mark(READING_MARK);
export const markParsed = (): void => mark(PARSED_MARK);
export const markLoaded = (): void => mark(LOADED_MARK);
