import type { ElementRequest } from '@lendline/permissions';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { utcDayFromToday } from '../../../components/data-table/utc-dates.ts';
import { showSuccessToast } from '../../../lib/toast.ts';
import { createRateProgram, updateRateProgram, useRateProgram } from '../api/save-setup.ts';
import { RATE_PROGRAMS_KEY, useRefresh, type RateProgramRecord } from '../api/setup-resources.ts';
import {
  changedProgramFields,
  emptyRateProgram,
  rateProgramFormValues,
  rateProgramInput,
  type RateProgramFormValues,
} from '../rate-program-form-rules.ts';
import { RateProgramForm } from './rate-program-form.tsx';

function EditProgram({
  id,
  gate,
  onClose,
  listHref,
}: {
  id: number;
  gate: ElementRequest;
  onClose: () => void;
  listHref: string;
}) {
  const program = useRateProgram(Number.isInteger(id) ? id : null);
  const refresh = useRefresh(RATE_PROGRAMS_KEY);
  const pending = recordLoadState<RateProgramRecord>({
    validId: Number.isInteger(id),
    query: program,
    noun: 'rate program',
    list: { label: 'Back to loan setup', href: listHref },
    skeleton: [160, 120, 200, 240],
    maxWidth: 1040,
  });
  if (pending) return pending;
  const record = program.data!;
  const initial = rateProgramFormValues(record);

  const save = async (values: RateProgramFormValues) => {
    const changes = changedProgramFields(rateProgramInput(initial), rateProgramInput(values));
    if (Object.keys(changes).length > 0) {
      await updateRateProgram(record.id, changes);
      showSuccessToast(
        'Rate program updated',
        `${values.name.trim()} was saved; calculators quote from it at once.`,
      );
      void refresh();
    }
    onClose();
  };
  return (
    <RateProgramForm
      key={record.id}
      initialValues={initial}
      onSubmit={save}
      onCancel={onClose}
      submitLabel="Save changes"
      gate={gate}
    />
  );
}

function AddProgram({ gate, onClose }: { gate: ElementRequest; onClose: () => void }) {
  const refresh = useRefresh(RATE_PROGRAMS_KEY);
  const save = async (values: RateProgramFormValues) => {
    const program = await createRateProgram(rateProgramInput(values));
    showSuccessToast('Rate program added', `${program.name} was added.`);
    void refresh();
    onClose();
  };
  return (
    <RateProgramForm
      initialValues={emptyRateProgram(utcDayFromToday())}
      onSubmit={save}
      onCancel={onClose}
      submitLabel="Add rate program"
      gate={gate}
    />
  );
}

export interface RateProgramEditorBodyProps {
  target: 'new' | number;
  onClose: () => void;
  gate: ElementRequest;
  listHref: string;
}

/** The editor's content, loaded only once an editor opens: the form, the matrix and the finance library. */
export default function RateProgramEditorBody({
  target,
  onClose,
  gate,
  listHref,
}: RateProgramEditorBodyProps) {
  return target === 'new' ? (
    <AddProgram gate={gate} onClose={onClose} />
  ) : (
    <EditProgram key={target} id={target} gate={gate} onClose={onClose} listHref={listHref} />
  );
}
