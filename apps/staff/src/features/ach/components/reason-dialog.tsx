import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { errorMessage } from '../../../lib/error-message.ts';

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** Names the batch and its amount (docs/ui.md: money-moving confirmations name the object). */
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  /** Sends the step with the reason; a rejection shows in the dialog. */
  onSubmit: (reason: string) => Promise<void>;
}

const MIN = 3;
const MAX = 500;

/** Reject, request re-open, decide against, reverse: a step that needs a reason someone will read. */
export function ReasonDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const trimmed = reason.trim();
  const problem = trimmed.length < MIN ? `Give a reason of at least ${MIN} characters` : null;

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The server did not answer. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} {...MODAL_DEFAULTS}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Textarea
          label="Reason"
          required
          rows={3}
          maxLength={MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={touched ? problem : null}
          data-autofocus
        />
        {failure && (
          <Alert color="red" role="alert" title="Not done">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={() => void submit()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
