import { confirm } from '../../components/confirm.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { setStatus } from './api/save-setup.ts';
import { PROMOS, PROMOS_KEY, RATE_PROGRAMS, RATE_PROGRAMS_KEY, useRefresh } from './api/setup-resources.ts';

type Kind = 'program' | 'promo';

const KINDS = {
  program: {
    resource: RATE_PROGRAMS,
    key: RATE_PROGRAMS_KEY,
    noun: 'Rate program',
    stops: 'Calculators stop quoting it at once, and its promos no longer apply to it.',
  },
  promo: {
    resource: PROMOS,
    key: PROMOS_KEY,
    noun: 'Promo',
    stops: 'Calculators stop offering it at once, whatever its dates.',
  },
} as const;

/**
 * Switching a rate program or promo on and off from its list (neither is ever deleted). Switching off
 * stops quotes at once, so it asks first, naming the record.
 */
export function useSetupActions(kind: Kind) {
  const { resource, key, noun, stops } = KINDS[kind];
  const refresh = useRefresh(key);

  const run = async (id: number, status: 'active' | 'inactive', done: string) => {
    try {
      await setStatus(resource, id, status);
      showSuccessToast(`${noun} ${status === 'active' ? 'activated' : 'deactivated'}`, done);
      void refresh();
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, `The ${noun.toLowerCase()} could not be changed.`));
    }
  };

  return {
    activate: (record: { id: number; name: string }) =>
      run(record.id, 'active', `${record.name} is offered again between its dates.`),
    deactivate: async (record: { id: number; name: string }) => {
      const message = (
        <>
          Deactivate <strong>{record.name}</strong>? {stops}
        </>
      );
      if (!(await confirm({ message, confirmLabel: 'Deactivate', danger: true }))) return;
      await run(record.id, 'inactive', `${record.name} is no longer offered.`);
    },
  };
}
