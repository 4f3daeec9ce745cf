import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Money and counts in tabular figures, so they line up. */
  numeric?: boolean;
}

/**
 * Label-over-value facts in a grid (a detail page's summary card), as a description list so screen
 * readers pair each label with its value.
 *
 * @example <FactGrid facts={[{ label: 'Customer', value: 'Whitfield Dental' }]} cols={4} />
 */
export function FactGrid({ facts, cols = 3 }: { facts: Fact[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: cols }} spacing="sm" verticalSpacing="xs" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts="0.02em">
            {fact.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            style={fact.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
          >
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
