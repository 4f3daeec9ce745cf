import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';
import type { AchReopenRequestRecord } from '../api/ach-api.ts';
import type { Viewer } from '../batch-actions.ts';

export interface ReopenPendingNoticeProps {
  /** Undefined while it loads (or when the server has none pending any more). */
  request: AchReopenRequestRecord | undefined;
  viewer: Viewer;
  approveHref: string;
}

/** A batch waiting on a re-open decision: who asked and why, and where another person decides. */
export function ReopenPendingNotice({ request, viewer, approveHref }: ReopenPendingNoticeProps) {
  const own = request && request.requestedBy?.id === viewer.userId;
  return (
    <Alert color="yellow" variant="light" mb="md" title="Re-open requested">
      {request ? (
        <>
          <Text size="sm">
            {request.requestedBy?.name ?? 'Someone'} asked on {formatDateTime(request.requestedAt)} UTC: “
            {request.reason}”
          </Text>
          <Text size="sm">
            {own ? 'Another person must decide your request: ' : 'Decide it on '}
            <Anchor component={Link} to={approveHref} size="sm">
              the re-open approval page
            </Anchor>
            .
          </Text>
        </>
      ) : (
        <Text size="sm">
          The file stays as it is until another person decides the request on{' '}
          <Anchor component={Link} to={approveHref} size="sm">
            the re-open approval page
          </Anchor>
          .
        </Text>
      )}
    </Alert>
  );
}
