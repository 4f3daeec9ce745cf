import type { CreditApplicationRecord } from '../api/credit-applications-resource.ts';
import { List, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import { conditionLabel, structureLabel } from '../application-labels.ts';
import { notGiven } from './business-section.tsx';
import { SectionCard } from './section-card.tsx';

/** What the business wants to finance, on what terms, from whom. */
export function EquipmentSection({ equipment }: Pick<CreditApplicationRecord, 'equipment'>) {
  return (
    <SectionCard title="Equipment">
      <FactGrid
        cols={4}
        facts={[
          { label: 'Description', value: equipment.description },
          { label: 'Condition', value: conditionLabel(equipment.condition) },
          { label: 'Cost', value: formatMoney(equipment.cost), numeric: true },
          { label: 'Term', value: `${equipment.termMonths} months`, numeric: true },
          { label: 'Structure', value: structureLabel(equipment.structure) },
          { label: 'Vendor', value: equipment.vendorName || notGiven() },
          { label: 'Vendor contact', value: equipment.vendorContact || notGiven() },
        ]}
      />
    </SectionCard>
  );
}

const answer = (given: boolean) => (given ? 'Yes' : 'No');

/** What the applicant agreed to and the name they signed with. */
export function ConsentSection({
  consents,
  signature,
}: Pick<CreditApplicationRecord, 'consents' | 'signature'>) {
  return (
    <SectionCard title="Consents & signature">
      <Stack gap="sm">
        <List size="sm" spacing={4}>
          <List.Item>
            Authorizes business and personal credit checks: <strong>{answer(consents.creditPull)}</strong>
          </List.Item>
          <List.Item>
            Agrees to electronic records and signatures: <strong>{answer(consents.electronicRecords)}</strong>
          </List.Item>
          <List.Item>
            Agrees to be contacted by phone or text: <strong>{answer(consents.contactConsent)}</strong>
          </List.Item>
        </List>
        <Text size="sm">
          Signed electronically as <strong>{signature.name}</strong>
        </Text>
      </Stack>
    </SectionCard>
  );
}
