import { MODULES } from '@lendline/permissions';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/**
 * Keeps `localStorage.moduleName` (spec §3) on the module the user works in, however they got there:
 * the picker, a home card, a sidebar link or an address typed in.
 */
export function useRememberModule(moduleId: string | undefined) {
  useEffect(() => {
    const module = MODULES.find((entry) => entry.id.toLowerCase() === moduleId?.toLowerCase());
    if (module) localStorage.setItem(STORAGE_KEYS.local.moduleName, module.id);
  }, [moduleId]);
}
