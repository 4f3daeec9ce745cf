import type { CreditApplicationOwner } from '../api/credit-applications-resource.ts';
import { Anchor, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { SectionCard } from './section-card.tsx';

export interface OwnersSectionProps {
  owners: readonly CreditApplicationOwner[];
  /** The owner's SSN or date of birth, masked and revealable where the role may. */
  personalNumber: (owner: CreditApplicationOwner, field: 'ssn' | 'dateOfBirth') => ReactNode;
}

export const ownerName = (owner: Pick<CreditApplicationOwner, 'firstName' | 'lastName'>) =>
  `${owner.firstName} ${owner.lastName}`;

/** Each owner and guarantor: who they are, their share, contact and the personal numbers for the credit pull. */
export function OwnersSection({ owners, personalNumber }: OwnersSectionProps) {
  return (
    <SectionCard title="Owners & guarantors">
      <Stack gap="md">
        {owners.map((owner, index) => (
          <Fragment key={owner.position}>
            {index > 0 && <Divider />}
            <Stack gap="xs">
              <Group gap="xs">
                <Text fw={600} size="sm" component="h3" m={0}>
                  {ownerName(owner)}
                </Text>
                <Text span size="sm" c="dimmed">
                  {owner.title} · {owner.ownershipPercent}% owner
                </Text>
                {owner.guarantor && (
                  <Badge size="sm" variant="light" color="blue" radius="sm">
                    Guarantor
                  </Badge>
                )}
              </Group>
              <FactGrid
                cols={4}
                facts={[
                  { label: 'SSN', value: personalNumber(owner, 'ssn') },
                  { label: 'Date of birth', value: personalNumber(owner, 'dateOfBirth') },
                  {
                    label: 'E-mail',
                    value: (
                      <Anchor href={`mailto:${owner.email}`} size="sm">
                        {owner.email}
                      </Anchor>
                    ),
                  },
                  {
                    label: 'Phone',
                    value: (
                      <Anchor href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`} size="sm">
                        {owner.phone}
                      </Anchor>
                    ),
                  },
                  {
                    label: 'Home address',
                    value: `${owner.street}, ${owner.city}, ${owner.state} ${owner.zip}`,
                  },
                ]}
              />
            </Stack>
          </Fragment>
        ))}
      </Stack>
    </SectionCard>
  );
}
