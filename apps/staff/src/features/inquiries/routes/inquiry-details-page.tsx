import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { salesRepSource } from '../../../components/lookups/sales-rep-picker.tsx';
import { useInquiry, useInquiryEvents } from '../api/get-inquiry.ts';
import { INQUIRIES } from '../api/inquiries-resource.ts';
import { useInquiryNames, type CurrentUser } from '../api/lookups.ts';
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

const SALES_REPS = salesRepSource(INQUIRIES);

/** Inquiry Details (spec §2 `enquiries/details?id=123`): loads the inquiry, its history and their names. */
export function InquiryDetailsPage({ module, inquiryId, links, currentUser }: InquiryDetailsPageProps) {
  const inquiry = useInquiry(inquiryId);
  const events = useInquiryEvents(inquiryId);
  const record = inquiry.data;
  const names = useInquiryNames(
    {
      users: [record?.assignedRepId, ...(events.data ?? []).map((event) => event.actorId)],
      vendors: [record?.vendorId],
      programs: [record?.quote?.programId ?? record?.programId],
    },
    currentUser,
  );
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
      names={names}
      events={{ data: events.data, error: events.error, retry: () => void events.mutate() }}
      salesReps={SALES_REPS}
      gate={inquiriesGate(module)}
      onChangeStatus={(status) => actions.changeStatus(loaded, status)}
      onAssign={(repId, name) => actions.reassign(loaded, repId, name)}
      onAddNote={(note) => actions.addNote(loaded, note)}
      listHref={links.list}
    />
  );
}
