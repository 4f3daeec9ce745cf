import { Badge } from '@mantine/core';
import type { ContractStatus } from '@lendline/portfolio';
import { CONTRACT_STATUS_COLORS, contractStatusLabel } from '../contract-labels.ts';

/** The contract's status in words as well as colour. */
export function ContractStatusBadge({ status, size = 'sm' }: { status: string; size?: 'sm' | 'md' }) {
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
