import { Badge } from '@mantine/core';

/** A record's status as a coloured badge: green while Active (1), grey otherwise. */
export function StatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge color={status === 1 ? 'green' : 'gray'} variant="light">
      {label}
    </Badge>
  );
}
