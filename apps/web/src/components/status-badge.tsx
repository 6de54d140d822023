import { Badge } from '@mantine/core';

/**
 * A record's status (Active, Deleted...): an outlined badge, green while Active (1), grey
 * otherwise. Drawn unlike the filled badges of a booking's or deposit's own state, so that a
 * booking's ACTIVE and its record's Active are never two identical badges side by side.
 */
export function StatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge color={status === 1 ? 'green' : 'gray'} variant="outline">
      {label}
    </Badge>
  );
}
