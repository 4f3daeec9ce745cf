import { useDebouncedCallback } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ListFilters,
  ListSettings,
  ListSettingsStore,
} from '../../components/data-table/list-settings.ts';
import { readCookie } from '../../lib/cookies.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { showErrorToast } from '../../lib/toast.ts';
import { restoreListSettings } from './restore-list-settings.ts';
import { changePageConfig, readPageConfig, withPageEntry } from './stored-page-config.ts';

/** Spec §9's input debounce: one save after the user pauses, not one per keystroke or click. */
export const SAVE_DELAY_MS = 1_000;

const configKey = (userId: number) => ['page-config', userId] as const;

// The server takes identity from the token; the id cookie only says whose record holds the config.
function signedInUserId(): number | undefined {
  const id = Number(readCookie(STORAGE_KEYS.cookies.id));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * A list screen's filters, pagination, sort and date range, kept in the signed-in user's `config` on the
 * server under `pageKey` (spec §3 Page config), so they come back on return and on another device.
 * Changes apply at once and are saved after a pause. Each save reads the stored config again and
 * replaces only this page's entry, so what another tab or device saved for other pages survives.
 * `defaults` must be a stable value (a module constant).
 *
 * @example const store = usePageConfig('userList', USER_LIST_DEFAULTS);
 */
export function usePageConfig<Filters extends ListFilters>(
  pageKey: string,
  defaults: ListSettings<Filters>,
): ListSettingsStore<Filters> {
  const userId = signedInUserId();
  const { mutate } = useSWRConfig();
  const stored = useSWR(userId === undefined ? null : configKey(userId), () => readPageConfig(userId!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const restored = useMemo(
    () => (stored.data ? restoreListSettings(stored.data[pageKey], defaults) : defaults),
    [stored.data, pageKey, defaults],
  );
  // What the user chose on this visit; until then the stored settings apply, even if they refresh.
  const [chosen, setChosen] = useState<ListSettings<Filters> | null>(null);
  const settings = chosen ?? restored;

  const save = useDebouncedCallback(
    async (next: ListSettings<Filters> | null) => {
      if (userId === undefined) return;
      try {
        const config = await changePageConfig(userId, (stored) => withPageEntry(stored, pageKey, next));
        await mutate(configKey(userId), config, { revalidate: false });
      } catch (failure) {
        showErrorToast('Error', errorMessage(failure, 'Your list settings could not be saved.'));
      }
    },
    // Leaving the page within the pause still saves.
    { delay: SAVE_DELAY_MS, flushOnUnmount: true },
  );

  return {
    settings,
    // Without a stored config to wait for (no user, or it failed to load) the defaults apply at once.
    ready: userId === undefined || stored.data !== undefined || stored.error !== undefined,
    update: (change) => {
      const next = { ...settings, ...change };
      setChosen(next);
      save(next);
    },
    reset: () => {
      setChosen(defaults);
      save(null);
    },
  };
}
