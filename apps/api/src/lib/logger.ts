export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
}

/**
 * One JSON object per line (time in UTC), so log shippers parse it and a value containing CR/LF
 * cannot forge a second line. Callers never pass passwords, tokens or codes.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (RANK[at] > RANK[level]) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields })}\n`);
    };
  return { error: log('error'), warn: log('warn'), info: log('info'), debug: log('debug') };
}
