import { changeGate } from '../../lib/access/change-gate.ts';

/** Where the setup pages link to; the editors open on the same page, chosen by a query parameter. */
export interface SetupLinks {
  loanSetup: string;
  createPromo: string;
}

/** `?program=new` or `?program=12` opens the rate program editor over the list. */
export const PROGRAM_PARAM = 'program';
/** `?promo=12` puts that promo in the form above the list. */
export const PROMO_PARAM = 'promo';

/** Every change to rate programs and promos needs Setup › create; viewing alone leaves it disabled. */
export const setupGate = (module: string) => changeGate(module, 'Setup');
