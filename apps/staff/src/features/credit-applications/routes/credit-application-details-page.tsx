import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { useApplicationEvents, useCreditApplication } from '../api/get-credit-application.ts';
import { revealPersonalNumber } from '../api/update-credit-application.ts';
import { ApplicationDetails } from '../components/application-details.tsx';
import { applicationsGate, revealGate, type CreditApplicationLinks } from '../credit-application-links.ts';
import { useApplicationActions } from '../use-application-actions.tsx';

export interface CreditApplicationDetailsPageProps {
  module: string;
  /** From `?application=`; NaN when the address holds no valid id. */
  applicationId: number;
  links: CreditApplicationLinks;
}

/** Credit application details (`enquiries/details?application=123`): the application and its history. */
export function CreditApplicationDetailsPage({
  module,
  applicationId,
  links,
}: CreditApplicationDetailsPageProps) {
  const application = useCreditApplication(applicationId);
  const events = useApplicationEvents(applicationId);
  const actions = useApplicationActions();

  const pending = recordLoadState({
    validId: Number.isInteger(applicationId),
    query: application,
    noun: 'credit application',
    list: { label: 'Back to credit applications', href: links.list },
    skeleton: [160, 48, 420],
    maxWidth: 1200,
  });
  if (pending) return pending;
  const loaded = application.data!;
  const subject = {
    ...loaded,
    legalName: loaded.business.legalName,
    requestedAmount: loaded.requestedAmount ?? loaded.equipment.cost,
  };

  return (
    <ApplicationDetails
      application={loaded}
      events={{ data: events.data, error: events.error, retry: () => void events.mutate() }}
      gate={applicationsGate(module)}
      revealGate={revealGate(module)}
      onChangeStatus={(status) => actions.changeStatus(subject, status)}
      onAddNote={(note) => actions.addNote(loaded, note)}
      onReveal={(field, owner) => revealPersonalNumber(loaded.id, field, owner)}
      listHref={links.list}
    />
  );
}
