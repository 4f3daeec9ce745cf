import type { Decorator } from '@storybook/react-vite';
import { SWRConfig, unstable_serialize } from 'swr';
import { VENDOR_OPTIONS } from './setup-fixtures.ts';

const options = VENDOR_OPTIONS.map((vendor) => ({ value: String(vendor.id), label: vendor.name }));

/**
 * Answers the vendor pickers' first search and the chosen vendors' names from fixtures, so stories of the
 * setup forms need no server: nothing is fetched on mount, and typing a search shows the same vendors.
 */
export const withVendorOptions: Decorator = (Story) => (
  <SWRConfig
    value={{
      provider: () => new Map(),
      revalidateOnMount: false,
      fallback: {
        [unstable_serialize(['setup-vendor-options', 'search', ''])]: options,
        // The chosen vendors of the fixtures' programs and promos.
        ...Object.fromEntries(
          [
            ['3', '5'],
            ['3', '8'],
          ].map((ids) => [
            unstable_serialize(['setup-vendor-options', 'values', ids.join(',')]),
            options.filter((option) => ids.includes(option.value)),
          ]),
        ),
      },
    }}
  >
    <Story />
  </SWRConfig>
);
