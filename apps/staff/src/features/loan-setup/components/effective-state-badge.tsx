import { Badge } from '@mantine/core';
import { EFFECTIVE_STATES, type EffectiveState } from '../effective-state.ts';

/** In force, Scheduled, Expired or Inactive, in words as well as colour. */
export function EffectiveStateBadge({ state }: { state: EffectiveState }) {
  const { label, color } = EFFECTIVE_STATES[state];
  return (
    <Badge color={color} variant="light" size="sm" radius="sm">
      {label}
    </Badge>
  );
}
