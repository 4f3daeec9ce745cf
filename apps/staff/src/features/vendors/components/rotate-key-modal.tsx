import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form/form-alert.tsx';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { GRACE_DAYS, graceDaysError } from '../api-key-rules.ts';
import { keyName } from '../api-key-status.ts';
import type { ApiKeyRecord } from '../api/vendors-resource.ts';

export interface RotateKeyModalProps {
  /** The key to rotate; the modal is open while there is one. */
  apiKey: ApiKeyRecord | null;
  vendorName: string;
  onClose: () => void;
  /** Rotates; rejects with the server's error, shown in the dialog. */
  onRotate: (graceDays: number) => Promise<void>;
}

function RotateKeyForm({
  apiKey,
  vendorName,
  onClose,
  onRotate,
}: RotateKeyModalProps & { apiKey: ApiKeyRecord }) {
  const [graceDays, setGraceDays] = useState<number | string>(GRACE_DAYS.default);
  const [submitted, setSubmitted] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const error = submitted ? graceDaysError(graceDays) : undefined;
  const days = Number(graceDays);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (graceDaysError(graceDays)) return;
    setRotating(true);
    try {
      await onRotate(days);
    } catch (refusal) {
      setFailure(errorMessage(refusal, 'The key could not be rotated. Please try again.'));
    } finally {
      setRotating(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {failure && <FormError>{failure}</FormError>}
        <Text size="sm">
          Rotate {keyName(apiKey)} of <strong>{vendorName}</strong>? A new key with the same origins and rate
          limit is made, and shown once. Replace the old key on the vendor&apos;s website before the grace
          period ends.
        </Text>
        <NumberInput
          label="Grace period (days)"
          description={
            !graceDaysError(graceDays) && days === 0
              ? 'The old key stops working at once.'
              : `The old key keeps working for this many days beside the new one (${GRACE_DAYS.min} to ${GRACE_DAYS.max}).`
          }
          w={220}
          min={GRACE_DAYS.min}
          max={GRACE_DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={graceDays}
          onChange={setGraceDays}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={rotating} color={days === 0 ? 'red' : undefined}>
            Rotate key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rotate a key: choose the grace period (0–30 days, 7 by default) the old key keeps working for. */
export function RotateKeyModal(props: RotateKeyModalProps) {
  return (
    <Modal
      {...MODAL_DEFAULTS}
      opened={props.apiKey !== null}
      onClose={props.onClose}
      title="Rotate API key"
      size="md"
    >
      {props.apiKey && <RotateKeyForm {...props} apiKey={props.apiKey} />}
    </Modal>
  );
}
