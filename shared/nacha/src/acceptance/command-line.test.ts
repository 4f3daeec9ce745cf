import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DIR } from '../testing/fixtures.ts';

// The command line as a user runs it: `npx lendline-ach …` runs bin/lendline-ach.mjs with node, which runs
// the compiled dist/lendline-ach.js. The unit suite runs before `npm run build` in `npm test`, so the
// command line is compiled here first (esbuild, a fraction of a second): what is tested is what ships.
const BIN = fileURLToPath(new URL('../../bin/lendline-ach.mjs', import.meta.url));
const BUILD = fileURLToPath(new URL('../../build.mjs', import.meta.url));

beforeAll(() => {
  const built = spawnSync(process.execPath, [BUILD], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building the command line failed: ${built.stderr}`);
});

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: FIXTURE_DIR, encoding: 'utf8', input });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('lendline-ach', { timeout: 60_000 }, () => {
  it('describes a valid file and exits 0', () => {
    const { status, stdout, stderr } = run(['describe', 'valid-sec/ppd-debit.ach']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('valid-sec/ppd-debit.ach: valid (0 errors, 0 warnings)');
    expect(stdout).toContain('Batch 0000001 (line 2): PPD 225 Debits only');
    expect(stdout).toMatch(/Entry hash\s+0023138010\s+0023138010/);
    expect(stdout).toContain('account 12345678');
    expect(stdout).toContain('Problems: none');
  });

  it('emits JSON with --json, accounts masked to the last 4 with --mask', () => {
    const plain = JSON.parse(run(['describe', 'valid-sec/cor-read.ach', '--json']).stdout);
    expect(plain).toMatchObject({ valid: true, errors: 0, batches: [{ secCode: 'COR', entryCount: 1 }] });
    expect(plain.batches[0].entries[0]).toMatchObject({ accountNumber: '744-5678-99', amountCents: 0 });
    expect(plain.batches[0].entries[0].addenda[0]).toMatchObject({
      reasonCode: 'C01',
      correctedData: '1918171614',
    });
    const masked = run(['describe', 'valid-sec/cor-read.ach', '--json', '--mask']).stdout;
    const maskedEntry = JSON.parse(masked).batches[0].entries[0];
    // Only the account numbers change: every other property of the entry is shown as it is.
    expect(maskedEntry).toEqual({
      ...plain.batches[0].entries[0],
      accountNumber: '****8-99',
      addenda: [expect.objectContaining({ correctedData: '****1614' })],
    });
    expect(maskedEntry.traceNumber).toMatch(/^\d{15}$/);
    expect(masked).not.toContain('744-5678-99');
    expect(masked).not.toContain('1918171614');
    expect(run(['describe', 'valid-sec/ppd-debit.ach', '--mask']).stdout).toContain('account ****5678');
  });

  it('exits 1 when the file has errors and lists every problem with its place', () => {
    const { status, stdout } = run(['validate', 'iat/iat-batchHeaderErr.ach']);
    expect(status).toBe(1);
    expect(stdout.split('\n')[0]).toBe('iat/iat-batchHeaderErr.ach: INVALID (20 errors, 3 warnings)');
    expect(stdout).toContain('line 1, columns 4-13: error ImmediateDestination:');
    expect(stdout.match(/ErrFileAddendaOutsideEntry/g)).toHaveLength(7);
    const json = JSON.parse(run(['validate', 'iat/iat-batchHeaderErr.ach', '--json']).stdout);
    expect(json).toMatchObject({ valid: false, errors: 20, warnings: 3 });
    expect(json.problems).toHaveLength(23);
  });

  it('exits 0 when there are only warnings', () => {
    const { status, stdout } = run(['validate', 'valid-other/loan-credit.ach']);
    expect(status).toBe(0);
    expect(stdout).toContain('valid (0 errors, 1 warning)');
    expect(stdout).toContain('warning BlankLine');
  });

  it('reads standard input for -', () => {
    const { status, stdout } = run(['validate', '-'], 'not an ACH file\n');
    expect(status).toBe(1);
    expect(stdout).toContain('ErrFileHeader');
  });

  it.each([
    [[], 'missing command'],
    [['frobnicate', 'x.ach'], 'unknown command frobnicate'],
    [['describe'], 'describe needs a FILE'],
    [['describe', 'a.ach', '--colour'], 'unknown option --colour'],
    [['validate', 'a.ach', 'b.ach'], 'unexpected argument b.ach'],
  ])('exits 2 on a usage error %j, with the usage and no stack trace', (args, message) => {
    const { status, stdout, stderr } = run(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`lendline-ach: ${message}`);
    expect(stderr).toContain('Usage: lendline-ach');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 with a clear message when the file cannot be read', () => {
    expect(run(['describe', 'no-such-file.ach'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'lendline-ach: cannot read no-such-file.ach: no such file\n',
    });
    expect(run(['validate', 'valid-sec']).stderr).toBe(
      'lendline-ach: cannot read valid-sec: it is a directory\n',
    );
  });

  it('prints the usage with --help and exits 0', () => {
    const { status, stdout } = run(['--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('describe FILE');
  });
});
