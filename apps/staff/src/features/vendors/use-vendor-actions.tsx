import { confirm } from '../../components/confirm.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';
import { updateVendor } from './api/save-vendor.ts';
import { useRefreshVendors, type VendorRecord } from './api/vendors-resource.ts';

type Subject = Pick<VendorRecord, 'id' | 'name' | 'quoteEnabled'>;

/** "Its active key stops", "Its 3 active keys stop". */
const keysDo = (activeKeys: number, singular: string, plural: string) =>
  activeKeys === 1 ? `Its active key ${singular}` : `Its ${activeKeys} active keys ${plural}`;

/**
 * Activating and deactivating a vendor, from the list and the drawer: each asks for confirmation naming
 * the vendor and what happens to its calculators, shows the server's message when refused, toasts on
 * success and reloads the vendor data on screen.
 */
export function useVendorActions() {
  const refresh = useRefreshVendors();

  async function run(change: () => Promise<void>, done: [string, string], failed: string): Promise<boolean> {
    try {
      await change();
      showSuccessToast(...done);
      void refresh();
      return true;
    } catch (failure) {
      showErrorToast('Error', errorMessage(failure, failed));
      return false;
    }
  }

  return {
    activate: async (vendor: Subject, activeKeys: number) => {
      const message = (
        <>
          Activate <strong>{vendor.name}</strong>?{' '}
          {!vendor.quoteEnabled
            ? 'It is not enrolled in Vendor Quote, so its keys stay off until it is.'
            : activeKeys > 0
              ? `${keysDo(activeKeys, 'works', 'work')} again wherever embedded.`
              : 'Keys can be created for it again.'}
        </>
      );
      if (!(await confirm({ title: 'Activate vendor', message, confirmLabel: 'Activate' }))) return false;
      return run(
        () => updateVendor(vendor.id, { status: 'active' }),
        ['Vendor activated', `${vendor.name} is active again.`],
        'The vendor could not be activated.',
      );
    },

    deactivate: async (vendor: Subject, activeKeys: number) => {
      const message = (
        <>
          Deactivate <strong>{vendor.name}</strong>?{' '}
          {activeKeys > 0
            ? `${keysDo(activeKeys, 'stops', 'stop')} working at once: every calculator it embeds shows "not available". `
            : ''}
          No new keys can be made until it is active again. Inquiries already received stay.
        </>
      );
      if (
        !(await confirm({ title: 'Deactivate vendor', message, confirmLabel: 'Deactivate', danger: true }))
      ) {
        return false;
      }
      return run(
        () => updateVendor(vendor.id, { status: 'inactive' }),
        ['Vendor deactivated', `${vendor.name} is inactive; its calculators are off.`],
        'The vendor could not be deactivated.',
      );
    },
  };
}
