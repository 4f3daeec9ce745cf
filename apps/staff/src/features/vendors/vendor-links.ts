import type { RecordLinks } from '../../components/data-table/record-links.ts';
import { changeGate } from '../../lib/access/change-gate.ts';

/**
 * Where the vendor pages link to. A vendor has no page of its own (spec §2 lists only `list` and
 * `add`): `update(id)` opens it in the list's drawer, `vendors/list?vendor={id}`.
 */
export interface VendorLinks extends RecordLinks {
  /** The vendor's drawer on its API keys tab. */
  apiKeys: (id: number) => string;
  /** The standalone calculator page for a key (spec §2 `/loan-calculator/{apiKey}`), absolute. */
  calculatorPage: (apiKey: string) => string;
  /** The origin the widget bundle is served from, for the embed snippet. */
  widgetOrigin: string;
}

/** The permission every change to vendors and their keys needs; viewing alone leaves it disabled. */
export const vendorsGate = (module: string) => changeGate(module, 'Vendors');
