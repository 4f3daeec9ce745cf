import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { ReportChart as ReportChartData } from '@lendline/wire';
import { formatAxisValue, formatReportValue } from '../report-format.ts';

// Loaded on its own (lazy-report-chart.tsx): recharts is most of the weight of a report screen, and the
// cards and table are worth showing before it arrives.

export interface ReportChartProps {
  chart: ReportChartData;
  /** A card's small chart: shorter, fewer ticks. */
  compact?: boolean;
}

/** Slice colours in a fixed order; the legend names each slice, so no figure is told by colour alone. */
const SLICE_COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'yellow.6', 'cyan.6', 'red.6', 'gray.6'];

/**
 * The value axis always holds zero: a bar's length is its figure only when it starts at zero, and a trend
 * drawn from an axis cut above zero makes a small change look like a large one (docs/ui.md).
 */
const ZERO_BASED: [(min: number) => number, 'auto'] = [(min: number) => Math.min(0, min), 'auto'];

/** A report's chart as its kind says: bars for a breakdown, a line for a trend, a donut for shares. */
export default function ReportChart({ chart, compact = false }: ReportChartProps) {
  const format = (value: number) => formatReportValue(value, chart.valueFormat);
  const tick = (value: number) => formatAxisValue(value, chart.valueFormat);
  const summary = `${chart.valueLabel}: ${chart.points
    .map((point) => `${point.label} ${format(point.value)}`)
    .join(', ')}${(chart.lines ?? []).map((line) => `; ${line.label} at ${format(line.value)}`).join('')}`;
  const height = compact ? 140 : 260;

  if (chart.kind === 'donut') {
    const data = chart.points.map((point, index) => ({
      name: point.label,
      value: point.value,
      color: SLICE_COLORS[index % SLICE_COLORS.length]!,
    }));
    return (
      <Group role="img" aria-label={summary} gap="md" wrap={compact ? 'nowrap' : 'wrap'} align="center">
        <DonutChart
          data={data}
          size={compact ? 110 : 180}
          thickness={compact ? 16 : 26}
          valueFormatter={format}
          tooltipDataSource="segment"
          withTooltip={!compact}
        />
        <Stack gap={2} miw={0} maw="100%" aria-hidden>
          <Text size="xs" c="dimmed">
            {chart.valueLabel}
          </Text>
          {data.slice(0, compact ? 4 : data.length).map((slice) => (
            <Group key={slice.name} gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${slice.color.replace('.', '-')})`} size={10} />
              <Text size="xs" truncate>
                {slice.name} · {format(slice.value)}
              </Text>
            </Group>
          ))}
          {compact && data.length > 4 && (
            <Text size="xs" c="dimmed">
              and {data.length - 4} more
            </Text>
          )}
        </Stack>
      </Group>
    );
  }

  const common = {
    h: height,
    data: chart.points,
    dataKey: 'label',
    series: [{ name: 'value', label: chart.valueLabel, color: 'blue.6' }],
    valueFormatter: format,
    // A card's chart is too small for a turned axis title: its caption above names the axis instead.
    ...(compact ? {} : { yAxisLabel: chart.valueLabel }),
    yAxisProps: {
      domain: ZERO_BASED,
      tickFormatter: tick,
      width: compact ? 48 : 64,
      tickCount: compact ? 3 : 5,
    },
    xAxisProps: { interval: 'preserveStartEnd' as const, minTickGap: 8 },
    gridAxis: 'y' as const,
    tickLine: 'none' as const,
    withTooltip: !compact,
    fz: compact ? 10 : 12,
    // A threshold drawn across the chart, kept in view even when every point is far below it.
    referenceLines: (chart.lines ?? []).map((line, index) => ({
      y: line.value,
      label: compact ? undefined : `${line.label} (${format(line.value)})`,
      color: index === (chart.lines?.length ?? 0) - 1 ? 'red.7' : 'orange.7',
      strokeDasharray: '4 3',
      ifOverflow: 'extendDomain' as const,
    })),
  };
  return (
    <Box role="img" aria-label={summary}>
      {compact && (
        <Text size="xs" c="dimmed" aria-hidden>
          {chart.valueLabel}
        </Text>
      )}
      {chart.kind === 'bar' ? (
        <BarChart {...common} maxBarWidth={compact ? 18 : 40} />
      ) : (
        <LineChart {...common} curveType="linear" withDots={chart.points.length <= 24} />
      )}
    </Box>
  );
}
