import { Button, FileInput, Group, Paper, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import type { ElementRequest } from '@lendline/permissions';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-alert.tsx';
import { FormFieldset } from '../../../components/form/form-fieldset.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { DOCUMENT_KINDS, type DocumentKind } from '../api/contracts-resource.ts';
import { documentKindLabel } from '../contract-labels.ts';

/** The kinds of file the server keeps (PDF, scans, office files, text); the picker offers only these. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.tif,.tiff,.txt,.csv,.doc,.docx,.xls,.xlsx';
const KIND_OPTIONS = DOCUMENT_KINDS.map((kind) => ({ value: kind, label: documentKindLabel(kind) }));

export interface DocumentUploadProps {
  /**
   * Sends the file, telling `onProgress` the share sent (0 to 1) as it goes; rejects with the server's
   * error, which the form shows.
   */
  onUpload: (
    upload: { kind: DocumentKind; name: string; file: File },
    onProgress: (sent: number) => void,
  ) => Promise<void>;
  /** The largest file to send; a bigger one is refused here, before minutes of upload. */
  maxBytes: number;
  /** Words for a refused upload, from the server's error. */
  describeFailure: (failure: unknown) => string;
  /** Contracts › create of the module. */
  gate: ElementRequest;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * Adds a document to the contract: pick the file and its kind (and a name, the file's own by default),
 * then upload. While the file travels the form shows what is being sent; a refusal stays on screen in
 * the server's words until the next try.
 */
export function DocumentUpload({ onUpload, maxBytes, describeFailure, gate }: DocumentUploadProps) {
  const access = useElementAccess(gate);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind | null>(null);
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState(false);
  /** The share of the file sent, 0 to 1; null until the first report (and where none comes). */
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (access === 'hidden') return null;
  const tooBig = file !== null && file.size > maxBytes;

  const submit = async () => {
    if (!file || !kind || tooBig) return;
    setUploading(true);
    setSent(null);
    setFailure(null);
    setDone(null);
    try {
      await onUpload({ kind, name: name.trim(), file }, setSent);
      setDone(`${name.trim() || file.name} was uploaded.`);
      setFile(null);
      setName('');
      setKind(null);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Upload a document">
      <FormFieldset disabled={access !== 'visible' || uploading}>
        <Stack gap="xs">
          {failure && <FormError>{failure}</FormError>}
          <Group align="flex-start" gap="sm" wrap="wrap">
            <FileInput
              label="File"
              placeholder="Choose a file"
              accept={ACCEPT}
              value={file}
              onChange={(picked) => {
                setFile(picked);
                setDone(null);
              }}
              clearable
              w={260}
              error={
                tooBig ? `The file is ${megabytes(file.size)}; at most ${megabytes(maxBytes)}.` : undefined
              }
            />
            <Select
              label="Kind"
              placeholder="Choose a kind"
              data={KIND_OPTIONS}
              value={kind}
              onChange={(value) => setKind(value as DocumentKind | null)}
              w={200}
            />
            <TextInput
              label="Name"
              placeholder={file?.name ?? "The file's name"}
              maxLength={200}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              w={240}
            />
            <Button
              mt={25}
              onClick={() => void submit()}
              disabled={!file || !kind || tooBig}
              loading={uploading}
            >
              Upload
            </Button>
          </Group>
          {uploading && file && <UploadProgress file={file} sent={sent} />}
          {done && (
            <Text size="sm" c="green.8" role="status">
              {done}
            </Text>
          )}
        </Stack>
      </FormFieldset>
    </Paper>
  );
}

/**
 * How far the file is: the percentage sent once the browser reports it, a moving bar before that. All
 * sent, the server is still storing it, and the bar says so rather than sit at 100%.
 */
function UploadProgress({ file, sent }: { file: File; sent: number | null }) {
  const percent = sent === null ? null : Math.round(sent * 100);
  const words =
    percent === null
      ? `Uploading ${file.name} (${megabytes(file.size)})…`
      : percent < 100
        ? `Uploading ${file.name}: ${percent}% of ${megabytes(file.size)}`
        : `Saving ${file.name}…`;
  return (
    <Stack gap={4} role="status" aria-label="Upload progress">
      <Text size="xs" c="dimmed">
        {words}
      </Text>
      <Progress
        value={percent ?? 100}
        animated={percent === null || percent === 100}
        striped={percent === null || percent === 100}
        size="sm"
        aria-label={`Uploading ${file.name}`}
      />
    </Stack>
  );
}
