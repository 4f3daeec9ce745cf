import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface ExtensionTab {
  /** The `?view=` value; the tab shown by default has none in the address. */
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * A section page whose views are tabs, the one shown kept in the address (`?view=new`), so a link, a
 * reload or Back returns to it. Only the tab shown is mounted: each view loads its list when opened.
 */
export function ExtensionTabs({
  tabs,
  label,
  fallback,
}: {
  tabs: ExtensionTab[];
  label: string;
  /** The tab shown when the address names none; the first by default. */
  fallback?: string;
}) {
  const [search, setSearch] = useSearchParams();
  const first = fallback ?? tabs[0]!.value;
  const asked = search.get('view');
  const current = tabs.some((tab) => tab.value === asked) ? asked! : first;
  const choose = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (!value || value === first) next.delete('view');
    else next.set('view', value);
    setSearch(next);
  };
  return (
    <Tabs value={current} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md" aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
