import { Alert, Button, Group, Modal, NumberInput, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { ApiError } from '@lendline/api-client';
import { useState } from 'react';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate, formatDateTime, utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { DayInput } from '../../../components/form/day-input.tsx';
import { MODAL_DEFAULTS } from '../../../components/modal-defaults.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { JobRun } from '../../../lib/live-events/live-event-types.ts';
import type { ProcessApi, RunPreview } from '../api/process-api.ts';
import {
  BILLING_SOURCE_CHOICES,
  countsText,
  PARAM_LABELS,
  PAYMENT_METHOD_CHOICES,
  type RunKind,
  type RunParamName,
  type RunParams,
} from '../run-kinds.ts';

/** Rows of the preview shown in the dialog; the count and total cover them all. */
const SHOWN_ROWS = 8;

export const defaultParams = (): RunParams => ({
  billingSource: 'ALL',
  paymentMethod: 'ALL',
  throughDate: utcDayFromToday(30),
  asOfDate: utcDayFromToday(),
  graceDays: '10',
});

export interface RunLauncherProps {
  opened: boolean;
  onClose: () => void;
  /** The runs this page can start and the signed-in user may start. */
  kinds: readonly RunKind[];
  processApi: ProcessApi;
  /** The run the server started (or the one that token had already started): the page follows it. */
  onStarted: (run: JobRun) => void;
  /** Where a story or test opens the dialog. */
  initial?: { type?: string; params?: RunParams; preview?: RunPreview };
}

function ParamField({
  name,
  value,
  onChange,
}: {
  name: RunParamName;
  value: string;
  onChange: (value: string) => void;
}) {
  const label = PARAM_LABELS[name];
  if (name === 'billingSource' || name === 'paymentMethod')
    return (
      <Select
        label={label}
        data={name === 'billingSource' ? BILLING_SOURCE_CHOICES : PAYMENT_METHOD_CHOICES}
        value={value}
        allowDeselect={false}
        onChange={(next) => onChange(next ?? 'ALL')}
      />
    );
  if (name === 'graceDays')
    return (
      <NumberInput
        label={label}
        description="Days after the due date before a fee is charged"
        min={0}
        max={90}
        allowDecimal={false}
        allowNegative={false}
        value={value === '' ? '' : Number(value)}
        onChange={(next) => onChange(next === '' ? '' : String(next))}
      />
    );
  return (
    <DayInput
      label={label}
      description={
        name === 'throughDate'
          ? 'The last day the run takes'
          : 'The day the fees are assessed (today or before)'
      }
      {...(name === 'asOfDate' ? { maxDate: utcDayFromToday() } : {})}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

function PreviewSummary({ preview, kind }: { preview: RunPreview; kind: RunKind }) {
  const previous = preview.previousRun;
  return (
    <Stack gap="xs">
      {previous && (
        <Alert color={preview.count === 0 ? 'green' : 'yellow'} title="Already run with these parameters">
          {kind.label} ran with these parameters
          {previous.finishedAt ? ` on ${formatDateTime(previous.finishedAt)} UTC` : ''}
          {previous.requestedByName ? ` by ${previous.requestedByName}` : ''}: {countsText(previous.counts)}
          {previous.amountTotal !== null ? `, ${formatMoney(previous.amountTotal)}` : ''}.{' '}
          {preview.count === 0
            ? 'Everything it took is done; running again would create nothing.'
            : `Since then ${preview.count.toLocaleString('en-US')} more became due; a new run takes only those.`}
        </Alert>
      )}
      {preview.count === 0 && !previous && (
        <Alert color="gray" title="Nothing to do">
          No row is due for these parameters.
        </Alert>
      )}
      {preview.count > 0 && (
        <>
          <Text size="sm" fw={600} aria-live="polite">
            {preview.count.toLocaleString('en-US')} {preview.count === 1 ? 'row' : 'rows'} ·{' '}
            {formatMoney(preview.total)}
          </Text>
          <Table.ScrollContainer minWidth={280} maxHeight={260}>
            <Table fz="xs" striped aria-label="Preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Record</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.slice(0, SHOWN_ROWS).map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {row.reference.split(' · ').map((part) => (
                        <Text key={part} size="xs" style={{ whiteSpace: 'nowrap' }}>
                          {part}
                        </Text>
                      ))}
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        due {formatDate(row.day)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.customerName}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {preview.count > SHOWN_ROWS && (
            <Text size="xs" c="dimmed">
              and {(preview.count - SHOWN_ROWS).toLocaleString('en-US')} more; the run’s file in Downloads
              lists them all.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * New run (domain.md §2.18): pick the run and its parameters, preview what it would do (count, total,
 * the first rows, and whether the same parameters already ran), then confirm. The server starts exactly
 * what was previewed (the preview's token) once, however often Confirm is pressed; a preview that went
 * stale is refused, and the dialog asks for a fresh one.
 */
export function RunLauncher({ opened, onClose, kinds, processApi, onStarted, initial }: RunLauncherProps) {
  const [type, setType] = useState(initial?.type ?? kinds[0]?.type ?? '');
  const [params, setParams] = useState<RunParams>(() => ({ ...defaultParams(), ...initial?.params }));
  const [preview, setPreview] = useState<RunPreview | null>(initial?.preview ?? null);
  const [busy, setBusy] = useState<'preview' | 'start' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = kinds.find((one) => one.type === type) ?? kinds[0];
  if (!kind) return null;
  const missing = kind.params.filter((name) => !params[name]);

  const change = (next: RunParams) => {
    setParams(next);
    setPreview(null);
    setFailure(null);
  };
  const runPreview = async () => {
    setBusy('preview');
    setFailure(null);
    try {
      setPreview(await processApi.preview(kind.type, params));
    } catch (error) {
      setFailure(errorMessage(error, 'The preview could not be made. Try again.'));
    } finally {
      setBusy(null);
    }
  };
  const start = async () => {
    if (!preview) return;
    setBusy('start');
    setFailure(null);
    try {
      onStarted(await processApi.start(kind.type, params, preview.confirm));
      setPreview(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setPreview(null);
      setFailure(errorMessage(error, 'The run could not be started. Try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal {...MODAL_DEFAULTS} opened={opened} onClose={onClose} title="New run" size="lg">
      <Stack gap="sm">
        {kinds.length > 1 && (
          <Radio.Group
            label="Run"
            value={kind.type}
            onChange={(next) => {
              setType(next);
              setPreview(null);
              setFailure(null);
            }}
          >
            <Stack gap={6} mt={4}>
              {kinds.map((one) => (
                <Radio key={one.type} value={one.type} label={one.label} description={one.description} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {kinds.length === 1 && (
          <Text size="sm" c="dimmed">
            {kind.description}
          </Text>
        )}
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          {kind.params.map((name) => (
            <ParamField
              key={name}
              name={name}
              value={params[name] ?? ''}
              onChange={(value) => change({ ...params, [name]: value })}
            />
          ))}
        </Group>
        {failure && (
          <Alert color="red" title="Not run">
            {failure}
          </Alert>
        )}
        {preview && <PreviewSummary preview={preview} kind={kind} />}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {!preview || preview.count === 0 ? (
            <Button
              variant={preview ? 'default' : 'filled'}
              loading={busy === 'preview'}
              disabled={missing.length > 0}
              onClick={() => void runPreview()}
            >
              {preview ? 'Preview again' : 'Preview'}
            </Button>
          ) : (
            <Button loading={busy === 'start'} onClick={() => void start()}>
              Run for {preview.count.toLocaleString('en-US')} {preview.count === 1 ? 'row' : 'rows'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
