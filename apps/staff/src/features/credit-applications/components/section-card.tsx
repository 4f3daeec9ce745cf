import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One titled part of the application (Business, Owners, …) as a landmark a screen reader can jump to. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
