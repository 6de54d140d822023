import { Group, Text } from '@mantine/core';
import { formatMoney } from '../../lib/format';

/**
 * The money lists' footer (spec: total payment, total deposit and returned amounts, total
 * expense): figures the server summed over the whole filtered set, not the page.
 */
export function ListTotals({ totals }: { totals: { label: string; value: number | undefined }[] }) {
  return (
    <Group justify="flex-end" gap="xl" wrap="wrap" data-testid="list-totals">
      {totals.map((total) => (
        <Group key={total.label} gap={6} wrap="nowrap">
          <Text size="sm" fw={600}>
            {total.label}:
          </Text>
          <Text size="sm" fw={700}>
            {formatMoney(total.value)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
