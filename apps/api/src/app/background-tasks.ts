import type { Logger } from '../lib/logger.ts';

/**
 * Work that runs after the response (mail, follow-up records). Failures are logged, never lost silently;
 * `settle()` lets shutdown and tests wait for what is still running.
 */
export function backgroundTasks(logger: Logger) {
  const running = new Set<Promise<void>>();
  return {
    later(task: () => Promise<void>): void {
      const promise: Promise<void> = task()
        .catch((error: unknown) =>
          logger.error('background task failed', {
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof backgroundTasks>;
