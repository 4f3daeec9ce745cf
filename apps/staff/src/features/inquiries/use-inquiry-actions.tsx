import type { InquiryStatus } from '@lendline/validation';
import { confirm } from '../../components/confirm.tsx';
import { formatMoney } from '../../components/data-table/format-number.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { useRefreshInquiries, type InquiryRecord } from './api/inquiries-resource.ts';
import { addInquiryNote, changeInquiryStatus, reassignInquiry } from './api/update-inquiry.ts';
import { CLOSING_STATUSES } from './inquiry-status.ts';

type Subject = Pick<InquiryRecord, 'id' | 'customerName' | 'businessName' | 'equipmentCost' | 'status'>;

/** "Dana Whitfield (Whitfield Dental)", or just the customer without a business. */
export const inquiryParty = (inquiry: Pick<InquiryRecord, 'customerName' | 'businessName'>) =>
  inquiry.businessName ? `${inquiry.customerName} (${inquiry.businessName})` : inquiry.customerName;

const CLOSING_EFFECT: Partial<Record<InquiryStatus, string>> = {
  Lost: 'It leaves the open work queue as a deal that will not happen.',
  Duplicate: 'It leaves the open work queue; keep working the other inquiry from this buyer.',
};

/**
 * The changes staff make to an inquiry, from the list and the details page: a new status (closing ones
 * ask first, naming the inquiry and its amount), a new rep and notes. Each shows the server's message when refused,
 * toasts on success and reloads the inquiry data on screen, the history included.
 */
export function useInquiryActions() {
  const refresh = useRefreshInquiries();

  return {
    changeStatus: async (inquiry: Subject, status: InquiryStatus): Promise<boolean> => {
      if (status === inquiry.status) return false;
      if (CLOSING_STATUSES.includes(status)) {
        const message = (
          <>
            Mark inquiry #{inquiry.id} from <strong>{inquiryParty(inquiry)}</strong> for{' '}
            {formatMoney(inquiry.equipmentCost)} of equipment as <strong>{status}</strong>?{' '}
            {CLOSING_EFFECT[status]}
          </>
        );
        const confirmed = await confirm({
          title: `Mark as ${status}`,
          message,
          confirmLabel: `Mark as ${status}`,
          danger: true,
        });
        if (!confirmed) return false;
      }
      try {
        await changeInquiryStatus(inquiry.id, status);
        showSuccessToast('Status changed', `Inquiry #${inquiry.id} is now ${status}.`);
        void refresh();
        return true;
      } catch (failure) {
        showErrorToast('Error', errorMessage(failure, 'The status could not be changed.'));
        return false;
      }
    },

    reassign: async (inquiry: Pick<InquiryRecord, 'id'>, repId: number, name: string): Promise<boolean> => {
      try {
        await reassignInquiry(inquiry.id, repId);
        showSuccessToast('Inquiry reassigned', `Inquiry #${inquiry.id} is now assigned to ${name}.`);
        void refresh();
        return true;
      } catch (failure) {
        showErrorToast('Error', errorMessage(failure, 'The inquiry could not be reassigned.'));
        return false;
      }
    },

    addNote: async (inquiry: Pick<InquiryRecord, 'id'>, note: string): Promise<void> => {
      await addInquiryNote(inquiry.id, note);
      showSuccessToast('Note added', `The note was added to inquiry #${inquiry.id}.`);
      void refresh();
    },
  };
}
