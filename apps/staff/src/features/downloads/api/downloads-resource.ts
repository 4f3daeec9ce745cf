import { useSWRConfig } from 'swr';

/** Files the signed-in user may read (jobs CONTRACT.md "Downloads"): their own, and others' of a module and menu where they hold download. */
export const DOWNLOADS = 'downloads';

/** The SWR key prefix of the Downloads list. */
export const DOWNLOADS_KEY = 'downloads';

/** One stored file as the list reads it: the server's wire shape (`@lendline/wire`). */
export { downloadRecord } from '@lendline/wire';
export type { DownloadRecord } from '@lendline/wire';

/** Reloads the Downloads list and its count (a download raises the file's count). */
export function useRefreshDownloads(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === DOWNLOADS_KEY);
}
