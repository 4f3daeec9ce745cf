import type { RecordLinks } from '../../components/data-table/record-links.ts';
import { changeGate } from '../../lib/access/change-gate.ts';

/** Where the user pages link to. */
export type UserLinks = RecordLinks;

/** The permission every change to users needs; viewing alone leaves it disabled. */
export const usersGate = (module: string) => changeGate(module, 'Users');
