import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { config } from '../../../config.ts';
import classes from './auth-layout.module.css';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in pages: what the product is on the left (wide screens), the form on the right. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <div className={classes.root}>
      <aside className={classes.brand}>
        <div className={classes.brandName}>
          <BrandMark />
          {config.productName}
        </div>
        <div className={classes.pitch}>
          <Title order={2} c="white" fz={28} lh={1.25} mb="lg">
            The back office for equipment lending and leasing
          </Title>
          <ul className={classes.facts}>
            <li>Contracts, invoices and ACH batches in one place</li>
            <li>Data tapes and borrowing base certificates for funders</li>
            <li>Every screen follows the permissions of your role</li>
          </ul>
        </div>
        <Text size="xs" c="rgba(255, 255, 255, 0.7)">
          For company staff. Access is logged.
        </Text>
      </aside>
      <main className={classes.main}>
        <div className={classes.card}>
          <div className={classes.compactBrand}>
            <BrandMark />
            {config.productName}
          </div>
          <Paper withBorder shadow="xs" radius="md" p="xl">
            <Stack gap="lg">
              <div>
                <Title order={1} fz="h3">
                  {title}
                </Title>
                {description && (
                  <Text size="sm" c="dimmed" mt={4}>
                    {description}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
        </div>
      </main>
    </div>
  );
}
