import { Alert, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { DayInput } from '../../../components/form/day-input.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import {
  isStalePreview,
  type ExtensionRunPreview,
  type RunChoice,
  type RunKind,
} from '../api/extensions-api.ts';
import { RUN_BILLING_SOURCES, RUN_PAYMENT_METHODS } from '../extension-labels.ts';
import { countOf, RUN_WORDS, RunPreview } from './run-preview.tsx';

export interface RunDialogProps {
  kind: RunKind;
  opened: boolean;
  onClose: () => void;
  /** Where the choice starts: the list's billing source when it is narrowed to one, today. */
  initial: RunChoice;
  /** The spec's process call without `?confirm=`. */
  preview: (choice: RunChoice) => Promise<ExtensionRunPreview>;
  /** The same call with the preview's token: the job it started. */
  confirm: (choice: RunChoice, token: string) => Promise<JobRun>;
  onStarted: (run: JobRun) => void;
}

const TITLES: Record<RunKind, string> = {
  new: 'Process new extensions',
  invoicing: 'Process extension invoicing',
};

/**
 * "Process" (spec §7): pick the billing source, the through date and (invoicing) the payment method,
 * see what the run would take, then start exactly that. A preview the rows have moved on from (409) is
 * refreshed and shown again, never run blind.
 */
export function RunDialog({ kind, opened, onClose, initial, preview, confirm, onStarted }: RunDialogProps) {
  const [choice, setChoice] = useState<RunChoice>(initial);
  const [shown, setShown] = useState<ExtensionRunPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'run' | null>(null);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const words = RUN_WORDS[kind];

  const change = (next: Partial<RunChoice>) => {
    setChoice((current) => ({ ...current, ...next }));
    // What was previewed is no longer what would run.
    setShown(null);
    setProblem(null);
  };

  const loadPreview = async () => {
    setBusy('preview');
    setProblem(null);
    try {
      setShown(await preview(choice));
    } catch (failure) {
      setShown(null);
      setProblem({
        title: 'The preview failed',
        message: errorMessage(failure, 'The server did not answer. Try again.'),
      });
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    if (!shown) return;
    setBusy('run');
    setProblem(null);
    try {
      onStarted(await confirm(choice, shown.confirm));
      onClose();
    } catch (failure) {
      if (isStalePreview(failure)) {
        setProblem({
          title: 'The extensions changed since this preview',
          message: 'Here is what the run would take now. Check it and run again.',
        });
        try {
          setShown(await preview(choice));
        } catch {
          setShown(null);
        }
      } else {
        setProblem({
          title: 'The run did not start',
          message: errorMessage(failure, 'The server did not answer. Try again.'),
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={TITLES[kind]} size="xl" {...MODAL_DEFAULTS}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: kind === 'invoicing' ? 3 : 2 }} spacing="sm">
          <Select
            label="Billing source"
            data={RUN_BILLING_SOURCES}
            value={choice.billingSource}
            allowDeselect={false}
            onChange={(billingSource) => billingSource && change({ billingSource })}
          />
          <DayInput
            label="Through date"
            description={kind === 'new' ? 'Last first-payment date to take' : 'Last invoice date to take'}
            value={choice.throughDate}
            onChange={(throughDate) => throughDate && change({ throughDate })}
          />
          {kind === 'invoicing' && (
            <Select
              label="Payment method"
              data={RUN_PAYMENT_METHODS}
              value={choice.paymentMethod}
              allowDeselect={false}
              onChange={(paymentMethod) => paymentMethod && change({ paymentMethod })}
            />
          )}
        </SimpleGrid>
        {problem && (
          <Alert color={isStale(problem) ? 'orange' : 'red'} title={problem.title}>
            {problem.message}
          </Alert>
        )}
        {busy === 'preview' ? (
          <Stack gap={6} aria-label="Loading the preview">
            <Skeleton height={40} />
            <Skeleton height={160} />
          </Stack>
        ) : (
          shown && <RunPreview kind={kind} preview={shown} />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {shown && shown.count > 0 ? (
            <Button loading={busy === 'run'} disabled={busy === 'preview'} onClick={() => void run()}>
              {words.verb} {countOf(kind, shown.count)}, {formatMoney(shown.total)}
            </Button>
          ) : (
            <Button loading={busy === 'preview'} onClick={() => void loadPreview()}>
              Preview
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

const isStale = (problem: { title: string }) => problem.title.startsWith('The extensions changed');
