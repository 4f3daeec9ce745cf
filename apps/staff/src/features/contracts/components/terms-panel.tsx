import { Stack, Title } from '@mantine/core';
import { formatMoney, formatPercent } from '../../../components/data-table/format-number.ts';
import { formatDate } from '../../../components/data-table/utc-dates.ts';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';
import type { ContractRecord } from '../api/contracts-resource.ts';
import { billingMethodLabel, contractTypeLabel, frequencyLabel } from '../contract-labels.ts';

const orNA = (text: string | null | undefined) => (text ? text : 'N/A');
const money = (value: number | null | undefined) => orNA(formatMoney(value));
const date = (value: string | null | undefined) => orNA(formatDate(value));

/** The deal as booked: economics, billing and the dates of its life, money to the cent. */
export function TermsPanel({ contract }: { contract: ContractRecord }) {
  const misc = contract.contractType === 'MISC';
  return (
    <Stack gap="lg">
      <section aria-labelledby="terms-economics">
        <Title order={2} fz="md" mb="xs" id="terms-economics">
          {misc ? 'Billing' : 'Economics'}
        </Title>
        <FactGrid
          cols={4}
          facts={
            misc
              ? [
                  { label: 'Type', value: contractTypeLabel(contract.contractType) },
                  { label: 'What is billed', value: orNA(contract.description) },
                  { label: 'Billing method', value: billingMethodLabel(contract.billingMethod) },
                  { label: 'Due day', value: orNA(contract.dueDay ? String(contract.dueDay) : null) },
                ]
              : [
                  { label: 'Equipment cost', value: money(contract.equipmentCost), numeric: true },
                  { label: 'Down payment', value: money(contract.downPayment), numeric: true },
                  { label: 'Doc fee', value: money(contract.docFee), numeric: true },
                  { label: 'Amount financed', value: money(contract.amountFinanced), numeric: true },
                  {
                    label: 'Payment (pre-tax)',
                    value: `${money(contract.paymentAmount)} ${frequencyLabel(contract.paymentFrequency).toLowerCase()}`,
                    numeric: true,
                  },
                  {
                    label: 'Term',
                    value: `${contract.termMonths} months, ${contract.numberOfPayments ?? '–'} payments`,
                  },
                  { label: 'Advance payments', value: String(contract.advancePayments ?? 0) },
                  { label: 'Rate', value: orNA(formatPercent(contract.annualRate)) },
                  { label: 'Rate factor', value: orNA(contract.rateFactor?.toFixed(8)), numeric: true },
                  { label: 'Residual', value: money(contract.residualAmount), numeric: true },
                  { label: 'Tax rate', value: orNA(formatPercent(contract.taxRate)) },
                  { label: 'Promo', value: orNA(contract.promoLabel) },
                  { label: 'Billing method', value: billingMethodLabel(contract.billingMethod) },
                  { label: 'Due day', value: orNA(contract.dueDay ? String(contract.dueDay) : null) },
                  { label: 'Vendor', value: orNA(contract.vendorName) },
                  { label: 'Master lease', value: orNA(contract.masterLeaseNumber) },
                ]
          }
        />
      </section>
      {!misc && (
        <section aria-labelledby="terms-dates">
          <Title order={2} fz="md" mb="xs" id="terms-dates">
            Dates
          </Title>
          <FactGrid
            cols={4}
            facts={[
              { label: 'Application', value: date(contract.applicationDate) },
              { label: 'Approval', value: date(contract.approvalDate) },
              { label: 'Acceptance', value: date(contract.acceptanceDate) },
              { label: 'Funding', value: date(contract.fundingDate) },
              { label: 'Commencement', value: date(contract.commencementDate) },
              { label: 'First payment', value: date(contract.firstPaymentDate) },
              { label: 'Maturity', value: date(contract.maturityDate) },
              { label: 'Paid to', value: date(contract.paidToDate) },
              { label: 'Next due', value: date(contract.nextDueDate) },
              { label: 'Days past due', value: String(contract.daysPastDue ?? 0), numeric: true },
            ]}
          />
        </section>
      )}
    </Stack>
  );
}
