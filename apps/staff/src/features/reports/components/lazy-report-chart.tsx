import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ReportChartProps } from './report-chart.tsx';

// The chart library loads only when a chart is first shown, in its own chunk (measured in
// apps/staff/chart-budget.mjs), so neither the entry bundle nor the report table waits for it.
const ReportChart = lazy(() => import('./report-chart.tsx'));

/** A report's chart, with a placeholder of its size while the chart code loads. */
export function LazyReportChart(props: ReportChartProps) {
  const height = props.compact ? 140 : 260;
  return (
    <Suspense fallback={<Skeleton height={height} radius="sm" aria-label="Loading the chart" />}>
      <ReportChart {...props} />
    </Suspense>
  );
}
