import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, formatPercent } from '../../../components/data-table/format-number.ts';
import type { InquiryRecord } from '../api/inquiries-resource.ts';
import { OFFER_PROMO_TYPE_LABELS, productLabel } from '@lendline/finance';
import { formatFactor, promoEffectText } from '../quote-text.ts';
import { FactGrid } from '../../../components/facts/fact-grid.tsx';

export interface QuotePanelProps {
  inquiry: InquiryRecord;
  /** A rate program's name by its id. */
  programName: (id: number) => string;
}

const advanceText = (count: number) =>
  count === 0 ? 'None (payments in arrears)' : `${count} collected at signing`;

/** The quote exactly as the buyer saw it on the vendor's calculator, payment first, and the promo's effect. */
export function QuotePanel({ inquiry, programName }: QuotePanelProps) {
  const quote = inquiry.quote;
  if (!quote) {
    return (
      <Alert color="gray" variant="light" title="No stored quote">
        The buyer was quoted {formatMoney(inquiry.quotedPayment)} a month for {inquiry.termMonths} months; the
        full quote was not kept with this inquiry.
      </Alert>
    );
  }
  const programId = quote.programId ?? inquiry.programId ?? null;
  const program = programId === null ? 'None' : programName(programId);

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-end" gap="sm" mb="md">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              What the buyer saw
            </Text>
            <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(quote.payment)}{' '}
              <Text span size="md" c="dimmed" fw={400}>
                / month
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {quote.termMonths} months · {productLabel(quote.productType)} ·{' '}
              {formatMoney(quote.equipmentCost)} of equipment
            </Text>
          </div>
          {quote.promo && (
            <Badge color="grape" variant="light" size="lg" radius="sm">
              Promo: {quote.promo.name}
            </Badge>
          )}
        </Group>
        <FactGrid
          cols={4}
          facts={[
            { label: 'Amount financed', value: formatMoney(quote.amountFinanced), numeric: true },
            { label: 'Payment', value: formatMoney(quote.payment), numeric: true },
            { label: 'Term', value: `${quote.termMonths} months` },
            { label: 'Product', value: productLabel(quote.productType) },
            { label: 'Rate factor', value: formatFactor(quote.rateFactor), numeric: true },
            { label: 'Annual rate', value: formatPercent(quote.annualRate), numeric: true },
            { label: 'Advance payments', value: advanceText(quote.advancePayments) },
            { label: 'Residual', value: formatMoney(quote.residualAmount), numeric: true },
            { label: 'Due at signing', value: formatMoney(quote.dueAtSigning), numeric: true },
            { label: 'Total of payments', value: formatMoney(quote.totalOfPayments), numeric: true },
            { label: 'Rate program', value: program },
          ]}
        />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} fz="sm" mb={6}>
          Promo
        </Title>
        {quote.promo ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {quote.promo.name}{' '}
              <Text span size="sm" c="dimmed">
                ({OFFER_PROMO_TYPE_LABELS[quote.promo.type] ?? quote.promo.type})
              </Text>
            </Text>
            <Text size="sm">{promoEffectText(quote)}</Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No promo applied to this quote.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
