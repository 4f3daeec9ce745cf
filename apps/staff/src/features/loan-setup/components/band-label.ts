import { formatMoney } from '../../../components/data-table/format-number.ts';
import type { BandValues } from '../rate-program-form-rules.ts';

/** "$2,500.00–$24,999.99", or "Band 2" while a bound is missing. */
export const bandLabel = (band: BandValues, index: number): string =>
  band.min === '' || band.max === ''
    ? `Band ${index + 1}`
    : `${formatMoney(band.min)}–${formatMoney(band.max)}`;
