import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AchBuildRequest } from '@lendline/wire';
import { useState } from 'react';
import { DayInput } from '../../../components/form/day-input.tsx';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import { effectiveDateProblem, isPickableDay } from '../effective-dates.ts';

export interface BuildBatchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The earliest effective date a standard batch built now may carry (a banking day). */
  earliest: string;
  /** `POST /ach-batches/build`: the build job's run. */
  build: (request: AchBuildRequest) => Promise<JobRun>;
  onStarted: (run: JobRun) => void;
}

/**
 * "Build batch": the effective date (banking days only, from the earliest the cut-off allows) and the
 * last due date to take, then the build job, whose progress the app's progress modal shows. The server
 * builds one draft per SEC code, and a prenote batch when mandates need one.
 */
export function BuildBatchDialog({ opened, onClose, earliest, build, onStarted }: BuildBatchDialogProps) {
  const [effectiveDate, setEffectiveDate] = useState<string | null>(earliest);
  const [dueThrough, setDueThrough] = useState<string | null>(null);
  const [sameDay, setSameDay] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = effectiveDateProblem(effectiveDate, sameDay ? '0000-00-00' : earliest);

  const start = async () => {
    setTouched(true);
    if (problem || !effectiveDate) return;
    setBusy(true);
    setFailure(null);
    try {
      const request: AchBuildRequest = {
        effectiveDate,
        ...(dueThrough ? { dueThrough } : {}),
        ...(sameDay ? { sameDay } : {}),
      };
      onStarted(await build(request));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The server did not answer. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Build ACH batch" size="lg" {...MODAL_DEFAULTS}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Takes the invoices due on ACH billing whose contract has a mandate in force, and that are in no
          other live batch.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DayInput
            label="Effective date"
            description="A banking day; weekends and Fed holidays are not offered"
            required
            minDate={sameDay ? undefined : earliest}
            excludeDate={(day) => !isPickableDay(String(day))}
            value={effectiveDate}
            onChange={(day) => {
              setEffectiveDate(day);
              setTouched(true);
            }}
            error={touched ? problem : null}
          />
          <DayInput
            label="Due through"
            description="Leave empty to take invoices due up to the effective date"
            clearable
            value={dueThrough}
            onChange={setDueThrough}
          />
        </SimpleGrid>
        <Checkbox
          label="Same-day ACH (the server checks the window and the $1M per-entry limit)"
          checked={sameDay}
          onChange={(event) => setSameDay(event.currentTarget.checked)}
        />
        {failure && (
          <Alert color="red" title="The build did not start" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void start()}>
            Build
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
