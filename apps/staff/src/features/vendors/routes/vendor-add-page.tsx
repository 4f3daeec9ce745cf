import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { showSuccessToast } from '../../../lib/toast.ts';
import { VENDOR_SALES_REPS } from '../api/sales-reps.ts';
import { createVendor } from '../api/save-vendor.ts';
import { useRefreshVendors } from '../api/vendors-resource.ts';
import { VendorForm } from '../components/vendor-form.tsx';
import { EMPTY_VENDOR, vendorInput, type VendorFormValues } from '../vendor-form-rules.ts';
import { vendorsGate, type VendorLinks } from '../vendor-links.ts';

export interface VendorAddPageProps {
  module: string;
  links: VendorLinks;
}

/**
 * Add Vendor (spec §2 `vendors/add`): the new vendor opens in the list's drawer, on its API keys when it
 * was enrolled in Vendor Quote, so the first key is one click away.
 */
export function VendorAddPage({ module, links }: VendorAddPageProps) {
  const navigate = useNavigate();
  const refreshVendors = useRefreshVendors();

  const add = async (values: VendorFormValues) => {
    const vendor = await createVendor(vendorInput(values));
    showSuccessToast(
      'Vendor added',
      vendor.quoteEnabled
        ? `${vendor.name} was added. Create its first API key to embed the calculator.`
        : `${vendor.name} was added.`,
    );
    void refreshVendors();
    await navigate(vendor.quoteEnabled ? links.apiKeys(vendor.id) : links.update(vendor.id));
  };

  return (
    <>
      <PageHeader
        title="Add Vendor"
        context="A dealer who offers our financing. Enrol it in Vendor Quote to embed the loan calculator on its website."
      />
      <VendorForm
        initialValues={EMPTY_VENDOR}
        salesReps={VENDOR_SALES_REPS}
        onSubmit={add}
        submitLabel="Add vendor"
        cancelHref={links.list}
        gate={vendorsGate(module)}
      />
    </>
  );
}
