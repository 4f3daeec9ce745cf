import type { RecordLinks } from '../../components/data-table/record-links.ts';
import { changeGate } from '../../lib/access/change-gate.ts';

/** Where the role pages link to. */
export type RoleLinks = RecordLinks;

/** The permission every change to roles needs; viewing alone leaves it disabled. */
export const rolesGate = (module: string) => changeGate(module, 'Roles');
