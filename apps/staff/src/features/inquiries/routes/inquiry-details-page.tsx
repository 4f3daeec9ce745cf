import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { useInquiry, useInquiryEvents } from '../api/get-inquiry.ts';
import {
  useMayView,
  useSetupRecordName,
  useStaffNames,
  VENDOR_QUOTE,
  type CurrentUser,
} from '../api/lookups.ts';
import { InquiryDetails } from '../components/inquiry-details.tsx';
import { inquiriesGate, type InquiryLinks } from '../inquiry-links.ts';
import { useInquiryActions } from '../use-inquiry-actions.tsx';

export interface InquiryDetailsPageProps {
  module: string;
  /** From `?id=`; NaN when the address holds no valid id. */
  inquiryId: number;
  links: InquiryLinks;
  currentUser?: CurrentUser;
}

/** Inquiry Details (spec §2 `enquiries/details?id=123`): loads the inquiry and its history. */
export function InquiryDetailsPage({ module, inquiryId, links, currentUser }: InquiryDetailsPageProps) {
  const withVendor = useMayView(VENDOR_QUOTE, 'Vendors');
  const inquiry = useInquiry(inquiryId, { withVendor });
  const events = useInquiryEvents(inquiryId);
  const record = inquiry.data;
  const staff = useStaffNames(
    [record?.assignedRepId, ...(events.data ?? []).map((event) => event.actorId)],
    currentUser,
  );
  const programName = useSetupRecordName('rate-programs', record?.quote?.programId ?? record?.programId);
  const actions = useInquiryActions();

  const pending = recordLoadState({
    validId: Number.isInteger(inquiryId),
    query: inquiry,
    noun: 'inquiry',
    list: { label: 'Back to inquiries', href: links.list },
    skeleton: [180, 48, 320],
    maxWidth: 1200,
  });
  if (pending) return pending;
  const loaded = record!;

  return (
    <InquiryDetails
      inquiry={loaded}
      vendorName={loaded.vendor?.name ?? `Vendor #${loaded.vendorId}`}
      programName={programName}
      events={{ data: events.data, error: events.error, retry: () => void events.mutate() }}
      staffName={staff.nameOf}
      gate={inquiriesGate(module)}
      onChangeStatus={(status) => actions.changeStatus(loaded, status)}
      onAddNote={(note) => actions.addNote(loaded, note)}
      listHref={links.list}
    />
  );
}
