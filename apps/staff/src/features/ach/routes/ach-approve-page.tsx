import { Anchor, Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { confirm } from '../../../components/confirm.tsx';
import { PageHeader } from '../../../components/data-table/page-header.tsx';
import { recordLoadState } from '../../../components/data-table/record-load-state.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { useElementAccess } from '../../../lib/access/use-element-access.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/toast.ts';
import {
  ACH_KEY,
  decideReopen,
  getPendingReopenRequests,
  getReopenRequest,
  useRefreshAch,
} from '../api/ach-api.ts';
import { ACH_MENU, ACH_MODULE, type AchLinks } from '../ach-links.ts';
import { IMPERSONATION_REFUSAL, type Viewer } from '../batch-actions.ts';
import { batchSummary } from '../batch-words.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { ReopenRequestCard } from '../components/reopen-request-card.tsx';
import { ReopenRequestTable } from '../components/reopen-request-table.tsx';

export interface AchApprovePageProps {
  /** The `requestId` of the address: undefined for the list of pending requests, NaN when unreadable. */
  requestId: number | undefined;
  viewer: Viewer;
  links: AchLinks;
}

export const OWN_REQUEST_REFUSAL = 'You asked for this re-open; another person must decide it';
const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: false };

/**
 * ACH Re-open Approval (spec §2 `/ach/approve`), reached signed in from the notification or e-mail link:
 * the request (batch, count, amount, requester, reason) with Approve / Reject for anyone else holding ACH
 * create; without `requestId`, the requests waiting for a decision.
 */
export function AchApprovePage({ requestId, viewer, links }: AchApprovePageProps) {
  const access = useElementAccess({ module: ACH_MODULE, menu: ACH_MENU, actions: ['view'] });
  if (access === 'hidden') {
    return (
      <Container size="lg" py="md">
        <StatusPage title="Access denied" action={{ label: 'Home', to: '/home' }}>
          Your role does not include ACH, so you cannot see re-open requests.
        </StatusPage>
      </Container>
    );
  }
  return (
    <Container size="lg" py="md">
      {requestId === undefined ? (
        <PendingRequests links={links} />
      ) : (
        <OneRequest requestId={requestId} viewer={viewer} links={links} />
      )}
    </Container>
  );
}

function PendingRequests({ links }: { links: AchLinks }) {
  const pending = useSWR([ACH_KEY, 'reopen-pending'], () => getPendingReopenRequests(), SWR_OPTIONS);
  return (
    <>
      <PageHeader
        title="ACH Re-open Approval"
        context={
          <Anchor component={Link} to={links.list} size="sm">
            ACH batches
          </Anchor>
        }
      />
      <ReopenRequestTable
        rows={pending.data}
        href={(id) => links.approve(id)}
        error={
          pending.error
            ? {
                title: 'Failed to fetch the re-open requests',
                message: errorMessage(pending.error, 'The server did not answer. Try again.'),
                onRetry: () => void pending.mutate(),
              }
            : null
        }
      />
    </>
  );
}

function OneRequest({ requestId, viewer, links }: { requestId: number; viewer: Viewer; links: AchLinks }) {
  const validId = Number.isInteger(requestId) && requestId > 0;
  const request = useSWR(
    validId ? [ACH_KEY, 'reopen-request', requestId] : null,
    () => getReopenRequest(requestId),
    SWR_OPTIONS,
  );
  const refresh = useRefreshAch();
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);

  const pending = recordLoadState({
    validId,
    query: request,
    noun: 're-open request',
    list: { label: 'Pending re-open requests', href: links.approve() },
    skeleton: [240],
    maxWidth: 960,
  });
  const data = request.data;
  if (pending || !data) return <>{pending}</>;

  const refusal = viewer.impersonating
    ? IMPERSONATION_REFUSAL
    : data.requestedBy?.id === viewer.userId
      ? OWN_REQUEST_REFUSAL
      : null;
  const summary = batchSummary(data);

  const decide = async (decision: 'approve' | 'reject', reason?: string) => {
    setBusy(decision);
    try {
      await decideReopen(data.id, decision, reason);
      showSuccessToast(
        'Done',
        decision === 'approve'
          ? `${data.batchName} is re-opened: its file is voided and the batch is a draft again.`
          : `The re-open of ${data.batchName} is rejected; its file stays.`,
      );
      await refresh();
    } catch (failure) {
      if (reason !== undefined) throw failure;
      showErrorToast('Error', errorMessage(failure, 'The server did not answer. Try again.'));
    } finally {
      setBusy(null);
    }
  };

  const approve = async () => {
    const sure = await confirm({
      title: 'Approve re-open',
      message: `Re-open ACH batch ${summary}? Its file is voided and the batch returns to draft.`,
      confirmLabel: 'Approve re-open',
    });
    if (sure) await decide('approve');
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="ACH Re-open Approval"
        context={
          <Anchor component={Link} to={links.approve()} size="sm">
            All pending requests
          </Anchor>
        }
      />
      <ReopenRequestCard
        request={data}
        refusal={refusal}
        batchHref={links.manage({ id: data.batchId, status: 'REOPEN_REQUESTED' })}
        onApprove={() => void approve()}
        onReject={() => setRejecting(true)}
        busy={busy}
      />
      {rejecting && (
        <ReasonDialog
          opened
          title="Reject re-open"
          message={`Keep ACH batch ${summary} as generated?`}
          confirmLabel="Reject re-open"
          danger
          onClose={() => setRejecting(false)}
          onSubmit={(reason) => decide('reject', reason)}
        />
      )}
    </Stack>
  );
}
