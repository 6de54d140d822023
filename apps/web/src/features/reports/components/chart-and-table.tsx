import { Box, Paper, SimpleGrid, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { PHONE_SCREEN } from '../../../lib/phone-screen';

/** The charts' height (report-charts.tsx): their place is kept while their chunk is on its way. */
export const CHART_HEIGHT = 260;

/**
 * A chart and its figures as a table: side by side on a very wide screen, the table under the
 * chart on a laptop, and first on a phone (where a table reads better than a chart twelve months
 * wide).
 */
export function ChartAndTable({
  title,
  chart,
  table,
  testId,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  testId?: string;
}) {
  const phone = useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false });
  const drawn = (
    <Box key="chart" miw={0} mih={CHART_HEIGHT}>
      <Suspense fallback={null}>{chart}</Suspense>
    </Box>
  );
  const figures = (
    <Box key="table" miw={0}>
      {table}
    </Box>
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="lg">
        {phone ? [figures, drawn] : [drawn, figures]}
      </SimpleGrid>
    </Paper>
  );
}
