import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../lib/format';

/**
 * The money lists' footer (spec: total payment, total deposit and returned amounts, total
 * expense): figures the server summed over the whole filtered set, not the page. A total the
 * server withholds from staff (null: contract staff-money.ts) is left out, and with it an empty footer.
 */
export function ListTotals({
  totals,
  caption,
}: {
  totals: { label: string; value: number | null | undefined }[];
  /** What the figures count (which records, which kinds), under them. */
  caption?: string;
}) {
  const shown = totals.filter((total) => total.value !== null);
  if (shown.length === 0) return null;
  return (
    <Stack gap={2} align="flex-end">
      <Group justify="flex-end" gap="xl" wrap="wrap" data-testid="list-totals">
        {shown.map((total) => (
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
      {caption && (
        <Text size="xs" c="dimmed" ta="right" data-testid="list-totals-caption">
          {caption}
        </Text>
      )}
    </Stack>
  );
}
