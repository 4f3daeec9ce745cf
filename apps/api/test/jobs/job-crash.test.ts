import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lendline-job-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the child server and resolves each stdout line it prints, as JSON. */
function start(mode: 'first' | 'resume'): {
  process: ChildProcess;
  next(test: (m: any) => boolean): Promise<any>;
} {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const messages: any[] = [];
  const waiting: { test: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  let buffer = '';
  proc.stdout!.on('data', (data: Buffer) => {
    buffer += data.toString();
    let end;
    while ((end = buffer.indexOf('\n')) !== -1) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      messages.push(message);
      for (const wait of [...waiting]) if (wait.test(message)) wait.resolve(message);
    }
  });
  return {
    process: proc,
    next: (test) =>
      new Promise((resolve, reject) => {
        const found = messages.find(test);
        if (found) return resolve(found);
        waiting.push({ test, resolve });
        proc.once('exit', (code) => reject(new Error(`child exited (${code}) before the message`)));
      }),
  };
}

// The embedded store's only server dies (kill -9) half way through a job that writes its file as it goes.
// The same store opened again must run the job again, from the start, and produce the same bytes.
describe.skipIf(process.env['TEST_DATABASE_URL'])('a job killed with kill -9', () => {
  it('is retried after the restart and its file has the same checksum', async () => {
    const first = start('first');
    const { runId } = await first.next((m) => 'runId' in m);
    expect(await first.next((m) => m.half)).toMatchObject({ attempt: 1 });
    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));

    const second = start('resume');
    const result = await second.next((m) => 'status' in m);
    expect(runId).toBe(1);
    expect(result.status).toBe('succeeded');
    expect(result.attempts).toBe(2);
    expect(result.sha256).toBe(result.expected);
    // The first try's half-written file is gone; only the finished one is left.
    expect(result.files).toEqual([expect.objectContaining({ complete: true })]);
  }, 120_000);
});
