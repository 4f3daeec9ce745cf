import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { AchLinks, AchSection } from '../ach-links.ts';

const LABELS: Record<AchSection, string> = {
  batches: 'Batches',
  returns: 'Returns & NOCs',
  mandates: 'Mandates',
};

export interface AchSectionTabsProps {
  value: AchSection;
  /** Where each tab goes; without it (a story of one part) the tabs are not shown. */
  hrefFor: AchLinks['section'];
}

/**
 * The ACH page's three parts under its header: the spec's batch list, the returns and NOCs imported from
 * the bank, and the contracts' debit mandates. Each is its own address (`ach/list?view=…`), so Back works.
 */
export function AchSectionTabs({ value, hrefFor }: AchSectionTabsProps) {
  const navigate = useNavigate();
  if (!hrefFor) return null;
  return (
    <Tabs
      value={value}
      onChange={(next) => next && next !== value && void navigate(hrefFor(next as AchSection))}
      mb="md"
      keepMounted={false}
    >
      <Tabs.List aria-label="ACH">
        {(Object.keys(LABELS) as AchSection[]).map((section) => (
          <Tabs.Tab key={section} value={section}>
            {LABELS[section]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
