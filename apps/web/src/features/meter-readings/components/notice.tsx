import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A line the round says on a tinted card (offline, waiting, refused). Not Mantine's Alert: the
 * build puts that in the form kit's chunk, which a phone would then fetch before the round shows.
 */
export function Notice({
  color,
  icon,
  children,
  ...rest
}: {
  color: 'red' | 'yellow' | 'gray' | 'green';
  icon?: ReactNode;
  children: ReactNode;
  role?: 'alert' | 'status';
  'data-testid'?: string;
}) {
  return (
    <Paper
      p="xs"
      radius="md"
      bg={`${color}.0`}
      style={{ border: `1px solid var(--mantine-color-${color}-4)` }}
      {...rest}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {icon}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </Paper>
  );
}
