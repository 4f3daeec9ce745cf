import { US_STATES } from '@lendline/validation';

/**
 * The US states, DC and territories as select options: the code as value, "TX – Texas" as label, so
 * typing either finds it. One list for every state picker and filter.
 */
export const US_STATE_OPTIONS: { value: string; label: string }[] = US_STATES.map(({ code, name }) => ({
  value: code,
  label: `${code} – ${name}`,
}));
