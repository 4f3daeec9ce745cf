import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { readAchFile, readAchStream, type Problem } from '../src/index.ts';
import { fileJson, validateJson } from './json-report.ts';
import { describeText, validateText } from './text-report.ts';

const USAGE = `Usage: lendline-ach <command> FILE [options]

Commands:
  describe FILE   the file's header, batches, entries, stored vs computed totals and every problem
  validate FILE   only the problems

Options:
  --json          machine-readable JSON on stdout
  --mask          show account numbers by their last 4 characters
  -h, --help      this help

FILE may be - for standard input. Exit status: 0 no errors (warnings allowed), 1 errors found,
2 usage error or unreadable file.
`;

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

interface Output {
  write(text: string): unknown;
}

class UsageError extends Error {}

function parse(args: string[]) {
  const flags = new Set(args.filter((arg) => arg.startsWith('-') && arg !== '-'));
  const words = args.filter((arg) => !arg.startsWith('-') || arg === '-');
  for (const flag of flags) {
    if (!['--json', '--mask', '--help', '-h'].includes(flag)) throw new UsageError(`unknown option ${flag}`);
  }
  const [command, path, ...extra] = words;
  if (flags.has('--help') || flags.has('-h')) return { help: true as const };
  if (command === undefined) throw new UsageError('missing command');
  if (command !== 'describe' && command !== 'validate') throw new UsageError(`unknown command ${command}`);
  if (path === undefined) throw new UsageError(`${command} needs a FILE`);
  if (extra.length > 0) throw new UsageError(`unexpected argument ${extra[0]}`);
  return { help: false as const, command, path, json: flags.has('--json'), mask: flags.has('--mask') };
}

async function readInput(path: string): Promise<Uint8Array> {
  if (path !== '-') return readFile(path);
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The `lendline-ach` command line: reads the file, prints the report, and returns the exit status (0 valid,
 * 1 errors found, 2 usage error or unreadable file). Messages for people go to `err`, reports to `out`.
 */
export async function main(
  args: string[],
  out: Output = process.stdout,
  err: Output = process.stderr,
): Promise<number> {
  let options: ReturnType<typeof parse>;
  try {
    options = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    err.write(`lendline-ach: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    out.write(USAGE);
    return 0;
  }
  const { command, path, json, mask } = options;
  let problems: Problem[];
  try {
    if (command === 'describe') {
      const file = readAchFile(await readInput(path));
      problems = file.problems;
      out.write(
        json ? `${JSON.stringify(fileJson(path, file, mask), null, 2)}\n` : describeText(path, file, mask),
      );
    } else {
      // Problems only: the stream reader keeps no entries, so a file of any size validates in little memory.
      problems = (await readAchStream(path === '-' ? process.stdin : createReadStream(path))).problems;
      out.write(
        json
          ? `${JSON.stringify(validateJson(path, problems, mask), null, 2)}\n`
          : validateText(path, problems, mask),
      );
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    err.write(`lendline-ach: cannot read ${path}: ${READ_ERRORS[code] ?? (error as Error).message}\n`);
    return 2;
  }
  return problems.some((problem) => problem.severity === 'error') ? 1 : 0;
}
