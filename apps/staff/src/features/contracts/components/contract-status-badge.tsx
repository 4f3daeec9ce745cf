import { Badge } from '@mantine/core';
import type { ContractStatus } from '@lendline/portfolio';
import { daysPastDueText, liveDaysPastDue, PAST_DUE_COLOR } from '../contract-delinquency.ts';
import { CONTRACT_STATUS_COLORS, contractStatusLabel } from '../contract-labels.ts';

export interface ContractStatusBadgeProps {
  status: string;
  /**
   * When the contract is live and late, the badge says so in amber ("63 DAYS PAST DUE") instead of a
   * green "Active" that hides it; its accessible name keeps the status ("Active, 63 days past due").
   */
  daysPastDue?: number | undefined;
  size?: 'sm' | 'md';
}

/** The contract's status (or its delinquency) in words as well as colour. */
export function ContractStatusBadge({ status, daysPastDue, size = 'sm' }: ContractStatusBadgeProps) {
  const late = liveDaysPastDue(status, daysPastDue);
  if (late > 0) {
    const text = daysPastDueText(late);
    return (
      <Badge
        color={PAST_DUE_COLOR}
        variant="light"
        size={size}
        radius="sm"
        title={`${contractStatusLabel(status)}, ${text}`}
        aria-label={`${contractStatusLabel(status)}, ${text}`}
      >
        {text}
      </Badge>
    );
  }
  return (
    <Badge
      color={CONTRACT_STATUS_COLORS[status as ContractStatus] ?? 'gray'}
      variant="light"
      size={size}
      radius="sm"
    >
      {contractStatusLabel(status)}
    </Badge>
  );
}

/** A code in words on a neutral badge (prefund status, first invoice status, extension status). */
export function CodeBadge({ label, color = 'gray' }: { label: string; color?: string }) {
  return (
    <Badge color={color} variant="light" size="sm" radius="sm">
      {label}
    </Badge>
  );
}
