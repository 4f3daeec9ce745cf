import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form/form-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

export interface SendInvoiceModalProps {
  /** The invoice to send, or null when closed. */
  invoice: { invoiceNumber: string; sendTo?: string | null } | null;
  onClose: () => void;
  /** Sends to `to`, or to the customer's bill-to e-mail when empty; rejects with the server's error. */
  onSend: (to: string | undefined) => Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends an invoice's PDF by e-mail: to the bill-to address, or to the one typed here. */
export function SendInvoiceModal({ invoice, onClose, onSend }: SendInvoiceModalProps) {
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = to.trim();
    if (address && !EMAIL.test(address)) {
      setError('Enter an e-mail address, or leave it empty for the bill-to address.');
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await onSend(address || undefined);
      setTo('');
    } catch (failure) {
      setRefusal(errorMessage(failure, 'The invoice could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={`Send ${invoice?.invoiceNumber ?? ''} by e-mail`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {refusal && <FormError>{refusal}</FormError>}
          <Text size="sm">
            The invoice PDF goes to the customer's bill-to e-mail unless you give another address.
          </Text>
          <TextInput
            label="Send to"
            type="email"
            placeholder={invoice?.sendTo ?? 'Bill-to e-mail'}
            value={to}
            onChange={(event) => {
              setTo(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
