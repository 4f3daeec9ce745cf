import { Alert, Anchor, Button, Code, CopyButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import { apiKeyState, keyName } from '../api-key-status.ts';
import type { IssuedKey } from '../api/vendor-api-keys.ts';
import { embedSnippet } from '../embed-snippet.ts';

export interface KeyCreatedModalProps {
  /** The key just made or rotated; the modal is open while there is one. */
  issued: IssuedKey | null;
  vendorName: string;
  /** The origin the widget bundle is served from. */
  widgetOrigin: string;
  /** The standalone calculator page for a key. */
  calculatorPage: (apiKey: string) => string;
  onClose: () => void;
}

function CopyAction({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'light' : 'filled'}
          color={copied ? 'teal' : undefined}
          onClick={copy}
        >
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

function IssuedKeyBody({
  issued,
  vendorName,
  widgetOrigin,
  calculatorPage,
  onClose,
}: KeyCreatedModalProps & { issued: IssuedKey }) {
  const { apiKey, previous } = issued;
  const snippet = embedSnippet(widgetOrigin, apiKey);
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        title="Copy the key now"
        styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      >
        This is the only time the full key is shown: Lendline keeps only a fingerprint of it, so you
        won&apos;t see it again. If it is lost, rotate the key to get a new one.
      </Alert>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-end">
          <Title order={3} fz="sm">
            API key for {vendorName}
          </Title>
          <CopyAction value={apiKey} label="Copy key" />
        </Group>
        <Code
          block
          fz="sm"
          aria-label="The new API key"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
        >
          {apiKey}
        </Code>
      </Stack>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-end">
          <Title order={3} fz="sm">
            Embed snippet
          </Title>
          <CopyAction value={snippet} label="Copy snippet" />
        </Group>
        <Text size="xs" c="dimmed">
          Paste it into the vendor&apos;s page where the calculator should appear.
        </Text>
        <Code
          block
          fz="xs"
          aria-label="Embed snippet"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {snippet}
        </Code>
      </Stack>
      <Text size="sm">
        Or share the standalone page:{' '}
        <Anchor href={calculatorPage(apiKey)} target="_blank" rel="noopener noreferrer">
          Open the calculator page
        </Anchor>
      </Text>
      {previous && (
        <Text size="sm" c="dimmed">
          The previous key {keyName(previous)}{' '}
          {apiKeyState(previous) === 'grace'
            ? `keeps working until ${formatDateTime(previous.expiresAt)} UTC.`
            : 'has stopped working.'}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>I have copied the key</Button>
      </Group>
    </Stack>
  );
}

/**
 * The new key, shown once: the key and the embed snippet to copy, the standalone calculator link, and
 * after a rotation how long the old key still works. It closes only with its button, so a stray click
 * or Escape does not lose the key.
 */
export function KeyCreatedModal(props: KeyCreatedModalProps) {
  const rotated = props.issued?.previous !== undefined;
  return (
    <Modal
      {...MODAL_DEFAULTS}
      opened={props.issued !== null}
      onClose={props.onClose}
      title={rotated ? 'Key rotated' : 'API key created'}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      {props.issued && <IssuedKeyBody {...props} issued={props.issued} />}
    </Modal>
  );
}
