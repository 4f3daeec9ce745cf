import type { CreditApplicationBusiness } from '../api/credit-applications-resource.ts';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { entityTypeLabel } from '../application-labels.ts';
import { SectionCard } from './section-card.tsx';

export interface BusinessSectionProps {
  business: CreditApplicationBusiness;
  /** The FEIN and bank numbers, masked and revealable where the role may. */
  fein: ReactNode;
  bankAccount: ReactNode;
  bankRouting: ReactNode;
}

export const notGiven = (text = 'Not given') => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/** The business as the applicant described it, with its bank reference. */
export function BusinessSection({ business, fein, bankAccount, bankRouting }: BusinessSectionProps) {
  return (
    <SectionCard title="Business">
      <FactGrid
        cols={4}
        facts={[
          { label: 'Legal name', value: business.legalName },
          { label: 'DBA', value: business.dba || notGiven() },
          { label: 'Entity type', value: entityTypeLabel(business.entityType) },
          { label: 'FEIN', value: fein },
          { label: 'Established', value: String(business.yearEstablished), numeric: true },
          { label: 'Industry', value: business.industry || notGiven() },
          {
            label: 'Annual revenue',
            value:
              business.annualRevenue === null || business.annualRevenue === undefined
                ? notGiven()
                : formatMoney(business.annualRevenue),
            numeric: true,
          },
          {
            label: 'Address',
            value: `${business.street}, ${business.city}, ${business.state} ${business.zip}`,
          },
          {
            label: 'Phone',
            value: (
              <Anchor href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} size="sm">
                {business.phone}
              </Anchor>
            ),
          },
          {
            label: 'E-mail',
            value: (
              <Anchor href={`mailto:${business.email}`} size="sm">
                {business.email}
              </Anchor>
            ),
          },
          {
            label: 'Website',
            value: business.website ? (
              <Anchor href={business.website} target="_blank" rel="noopener noreferrer" size="sm">
                {business.website}
              </Anchor>
            ) : (
              notGiven()
            ),
          },
          { label: 'Bank', value: business.bankName || notGiven() },
          { label: 'Bank account', value: business.bankAccount ? bankAccount : notGiven() },
          { label: 'Routing number', value: business.bankRouting ? bankRouting : notGiven() },
        ]}
      />
    </SectionCard>
  );
}
