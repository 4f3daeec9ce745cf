import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export type InquiryKind = 'quotes' | 'applications';

/** `?kind=applications` shows credit applications; anything else the quote inquiries. */
export const inquiryKindOf = (search: URLSearchParams): InquiryKind =>
  search.get('kind') === 'applications' ? 'applications' : 'quotes';

/**
 * "Quote inquiries | Credit applications" above the Inquiries list: two links, so each kind has its own
 * address to bookmark and Back returns to the other; the current one is marked for screen readers.
 */
export function InquiryKindSwitch({ kind, listHref }: { kind: InquiryKind; listHref: string }) {
  const tab = (value: InquiryKind, label: string, to: string) => (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant={kind === value ? 'filled' : 'default'}
      aria-current={kind === value ? 'page' : undefined}
    >
      {label}
    </Button>
  );
  return (
    <Group component="nav" aria-label="Inquiry kind" gap={0} mb="sm">
      <Button.Group>
        {tab('quotes', 'Quote inquiries', listHref)}
        {tab('applications', 'Credit applications', `${listHref}?kind=applications`)}
      </Button.Group>
    </Group>
  );
}
