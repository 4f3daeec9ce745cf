import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ApiError } from '@lendline/api-client';
import { errorMessage } from '../../../lib/error-message.ts';
import {
  MAX_RETURN_FILE_BYTES,
  type AchReturnImportResult,
  type AchReturnRecord,
  type FetchFromBankResult,
} from '../api/ach-returns-api.ts';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { achChangeGate, type AchLinks } from '../ach-links.ts';
import { ReturnImportResult } from './return-import-result.tsx';

export interface ReturnImportPanelProps {
  importFile: (file: File) => Promise<AchReturnImportResult>;
  fetchFromBank: () => Promise<FetchFromBankResult>;
  loadLines: (fileId: number) => Promise<AchReturnRecord[]>;
  /** After an import changed something: the lists below reload. */
  onImported: () => void;
  links: Pick<AchLinks, 'contract' | 'invoice'>;
}

type Done = { result: AchReturnImportResult; lines: AchReturnRecord[] | undefined | null };
type State =
  | { step: 'idle' }
  | { step: 'busy'; what: string }
  | { step: 'done'; imports: Done[]; left: { name: string; error: string }[]; none?: boolean }
  | { step: 'failed'; title: string; message: string; problems: string[] };

/** A refused file's problems as the server listed them (422 `INVALID_RETURN_FILE`), the first ten. */
function problemsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.body?.details)) return [];
  return (error.body.details as { path?: string; message?: string }[])
    .slice(0, 10)
    .map((detail) =>
      detail.path?.startsWith('/line/')
        ? `Line ${detail.path.slice(6)}: ${detail.message}`
        : `${detail.message}`,
    );
}

/**
 * Import a bank return / NOC file: drop it on the zone or choose it, or fetch what waits on the bank's
 * server. The answer shows below: what each file did, or why it was refused. Shown to ACH create only.
 */
export function ReturnImportPanel({
  importFile,
  fetchFromBank,
  loadLines,
  onImported,
  links,
}: ReturnImportPanelProps) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const busy = state.step === 'busy';
  // Importing posts money back onto invoices: ACH create only; a role that may only view sees the lists.
  const mayImport = useElementAccess(achChangeGate) === 'visible';

  const withLines = async (imports: AchReturnImportResult[]): Promise<Done[]> =>
    Promise.all(
      imports.map(async (result) => ({
        result,
        lines: result.duplicate ? undefined : await loadLines(result.file.id).catch(() => null),
      })),
    );

  const upload = async (file: File) => {
    if (file.size > MAX_RETURN_FILE_BYTES) {
      setState({
        step: 'failed',
        title: `${file.name} was not imported`,
        message: 'A return file may be at most 16 MB.',
        problems: [],
      });
      return;
    }
    if (file.size === 0) {
      setState({
        step: 'failed',
        title: `${file.name} was not imported`,
        message: 'The file is empty.',
        problems: [],
      });
      return;
    }
    setState({ step: 'busy', what: `Importing ${file.name}…` });
    try {
      const result = await importFile(file);
      const imports = await withLines([result]);
      setState({ step: 'done', imports, left: [] });
      if (!result.duplicate) onImported();
    } catch (error) {
      setState({
        step: 'failed',
        title: `${file.name} was not imported`,
        message: errorMessage(error, 'The server did not answer. Try again.'),
        problems: problemsOf(error),
      });
    }
  };

  const fetchBank = async () => {
    setState({ step: 'busy', what: 'Fetching files from the bank…' });
    try {
      const { files } = await fetchFromBank();
      const imported = files.flatMap((file) => (file.imported ? [file.imported] : []));
      const left = files.flatMap((file) => (file.error ? [{ name: file.name, error: file.error }] : []));
      setState({ step: 'done', imports: await withLines(imported), left, none: files.length === 0 });
      if (imported.some((result) => !result.duplicate)) onImported();
    } catch (error) {
      setState({
        step: 'failed',
        title: 'Fetching from the bank failed',
        message: errorMessage(error, 'The server did not answer. Try again.'),
        problems: [],
      });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void upload(file);
  };

  if (!mayImport) return null;
  return (
    <Stack gap="md" mb="lg">
      <Paper
        withBorder
        radius="md"
        p="md"
        data-testid="return-drop-zone"
        aria-describedby={hintId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: over ? 'var(--mantine-color-blue-6)' : undefined,
          background: over ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Text fw={600} size="sm">
              Import a return / NOC file
            </Text>
            <Text size="sm" c="dimmed" id={hintId}>
              Drop the bank&apos;s file here, or choose it. Importing the same file again changes nothing.
            </Text>
          </div>
          <Group gap="xs">
            {busy ? (
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text size="sm">{state.what}</Text>
              </Group>
            ) : (
              <>
                <Button size="sm" onClick={() => input.current?.click()}>
                  Choose file
                </Button>
                <Button size="sm" variant="default" onClick={() => void fetchBank()}>
                  Fetch from bank
                </Button>
              </>
            )}
          </Group>
        </Group>
        <input
          ref={input}
          type="file"
          aria-label="Return file"
          accept=".ach,.txt,text/plain,application/octet-stream"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void upload(file);
          }}
        />
      </Paper>
      {state.step === 'failed' ? (
        <Alert
          color="red"
          title={state.title}
          role="alert"
          withCloseButton
          onClose={() => setState({ step: 'idle' })}
        >
          <Text size="sm">{state.message}</Text>
          {state.problems.length > 0 ? (
            <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
              {state.problems.map((problem) => (
                <li key={problem}>
                  <Text size="sm">{problem}</Text>
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {state.step === 'done' && state.none ? (
        <Alert color="gray" title="Nothing waiting at the bank" role="status">
          The bank&apos;s folder holds no return or NOC file.
        </Alert>
      ) : null}
      {state.step === 'done'
        ? state.left.map((file) => (
            <Alert key={file.name} color="red" title={`${file.name} stays at the bank`} role="alert">
              {file.error}
            </Alert>
          ))
        : null}
      {state.step === 'done'
        ? state.imports.map((done) => (
            <ReturnImportResult
              key={done.result.file.id}
              result={done.result}
              lines={done.lines}
              links={links}
            />
          ))
        : null}
    </Stack>
  );
}
