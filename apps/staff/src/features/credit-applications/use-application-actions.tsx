import { confirm } from '../../components/confirm.tsx';
import { formatMoney } from '../../components/data-table/format-number.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useRefreshApplications, type ApplicationRow } from './api/credit-applications-resource.ts';
import { addApplicationNote, changeApplicationStatus } from './api/update-credit-application.ts';
import { isFinalStatus, STATUS_LABELS, type CreditApplicationStatus } from './credit-application-status.ts';

type Subject = Pick<ApplicationRow, 'id' | 'referenceNumber' | 'legalName' | 'requestedAmount' | 'status'>;

/**
 * The changes staff make to a credit application, from the list and the details page: a new status (a
 * final one asks first, naming the application and its amount, since it cannot be undone) and notes.
 * Each shows the server's message when refused, toasts on success and reloads the data on screen.
 */
export function useApplicationActions() {
  const refresh = useRefreshApplications();

  return {
    changeStatus: async (application: Subject, status: CreditApplicationStatus): Promise<boolean> => {
      if (status === application.status) return false;
      const label = STATUS_LABELS[status];
      if (isFinalStatus(status)) {
        const confirmed = await confirm({
          title: `Mark as ${label}`,
          message: (
            <>
              Mark credit application {application.referenceNumber} from{' '}
              <strong>{application.legalName}</strong> for {formatMoney(application.requestedAmount)} as{' '}
              <strong>{label}</strong>? This is final: the status cannot change afterwards.
            </>
          ),
          confirmLabel: `Mark as ${label}`,
          danger: status === 'declined' || status === 'withdrawn',
        });
        if (!confirmed) return false;
      }
      try {
        await changeApplicationStatus(application.id, status);
        showSuccessToast(
          'Status changed',
          `Credit application ${application.referenceNumber} is now ${label}.`,
        );
        void refresh();
        return true;
      } catch (failure) {
        showErrorToast('Error', errorMessage(failure, 'The status could not be changed.'));
        return false;
      }
    },

    addNote: async (application: Pick<ApplicationRow, 'id' | 'referenceNumber'>, note: string) => {
      await addApplicationNote(application.id, note);
      showSuccessToast(
        'Note added',
        `The note was added to credit application ${application.referenceNumber}.`,
      );
      void refresh();
    },
  };
}
