import { Text } from '@mantine/core';
import { formatDateTime } from '../../../components/data-table/utc-dates.ts';

/** When the figures were computed: reports are a picture at a moment, not a live view. */
export function AsOf({ at }: { at: string | undefined }) {
  if (!at) return null;
  return (
    <Text component="span" size="sm" c="dimmed">
      As of <time dateTime={at}>{formatDateTime(at)} UTC</time>
    </Text>
  );
}
