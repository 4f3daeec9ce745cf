import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { roleExpiration } from '@lendline/permissions';
import { DATE_FORMAT } from '../../../components/data-table/utc-dates.ts';

export interface RoleExpiryFieldProps {
  /** `YYYY-MM-DD`, a UTC calendar day, or null for no expiry. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/**
 * The role's expiry day, with the spec's helper text under it (§4: "Role will expire in N days.",
 * "Role will expire tomorrow.", "Role has expired.", "No expiration date set."), counted in UTC days.
 */
export function RoleExpiryField({ value, onChange, error }: RoleExpiryFieldProps) {
  return (
    <DatePickerInput
      label="Expires on (UTC)"
      placeholder="No expiration date"
      valueFormat={DATE_FORMAT}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the expiration date' }}
      description={roleExpiration(value, new Date()).message}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error}
    />
  );
}
