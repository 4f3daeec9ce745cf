import { MultiSelect } from '@mantine/core';
import { keepAll, useRemoteOptions } from '../../../components/form/use-remote-options.ts';
import { enrolledVendorSource, useMayReadVendors } from '../api/lookups.ts';

export interface VendorPickerProps {
  label: string;
  description?: string;
  /** Chosen vendor ids; none means every enrolled vendor. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Enrolled vendors to limit a program or promo to, searched by name on the server. Empty means all of
 * them. A role that may not read vendors sees the choice but cannot change it.
 */
export function VendorPicker({
  label,
  description,
  value,
  onChange,
  error,
  disabled = false,
}: VendorPickerProps) {
  const mayRead = useMayReadVendors();
  const options = useRemoteOptions(mayRead ? enrolledVendorSource : null, value);
  return (
    <MultiSelect
      label={label}
      description={mayRead ? description : 'Choosing vendors needs view access to Vendors.'}
      placeholder={value.length > 0 ? undefined : 'All enrolled vendors'}
      data={options.data}
      value={value}
      onChange={onChange}
      searchable
      filter={keepAll}
      searchValue={options.searchValue}
      onSearchChange={options.onSearchChange}
      nothingFoundMessage={options.loading ? 'Searching…' : 'No enrolled vendor matches'}
      hidePickedOptions
      clearable
      disabled={disabled || !mayRead}
      error={error ?? (options.error ? 'The vendors could not be loaded.' : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
