import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import type { ContractRecord } from '../api/contracts-resource.ts';
import { contractStatusLabel, frequencyLabel } from '../contract-labels.ts';

export interface ContractCreatedProps {
  contract: ContractRecord;
  detailHref: string;
  onAddAnother: () => void;
}

/** What the server made of the new contract: its number and the payment and dates it computed. */
export function ContractCreated({ contract, detailHref, onAddAnother }: ContractCreatedProps) {
  const misc = contract.contractType === 'MISC';
  return (
    <Alert
      color="teal"
      variant="light"
      role="status"
      title={`Contract ${contract.contractNumber} was added`}
      maw={960}
    >
      <Stack gap="sm">
        <Text size="sm">
          {misc
            ? 'The miscellaneous contract is ready for one-off charges.'
            : `The server priced it: ${formatMoney(contract.paymentAmount)} ${frequencyLabel(contract.paymentFrequency).toLowerCase()} before tax. Status: ${contractStatusLabel(contract.status)}.`}
        </Text>
        {!misc && (
          <FactGrid
            cols={4}
            facts={[
              { label: 'Payment', value: formatMoney(contract.paymentAmount), numeric: true },
              { label: 'Amount financed', value: formatMoney(contract.amountFinanced), numeric: true },
              { label: 'First payment', value: formatDate(contract.firstPaymentDate) || 'N/A' },
              { label: 'Maturity', value: formatDate(contract.maturityDate) || 'N/A' },
            ]}
          />
        )}
        <Group gap="xs">
          <Button component={Link} to={detailHref} size="sm">
            Open the contract
          </Button>
          <Button variant="default" size="sm" onClick={onAddAnother}>
            Add another
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
