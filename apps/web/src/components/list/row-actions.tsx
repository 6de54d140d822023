import { ActionIcon, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mayCall, useRole } from '../../lib/use-role';
import { Hint } from '../feedback/hint';

export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  color?: string;
  /** A link (edit, view) ... */
  to?: string;
  /** ... or something to do (delete, check in). */
  onClick?: () => void;
  /** The call it makes (a Delete path): offered only to a role that may make it (contract permissions.ts). */
  call?: string;
}

/** A row's actions as icon buttons (tables) or labelled buttons (phone cards). */
export function RowActions({ actions: offered, variant }: { actions: RowAction[]; variant: 'icons' | 'buttons' }) {
  const role = useRole();
  const actions = offered.filter((a) => a.call === undefined || mayCall(role, a.call));
  if (variant === 'buttons') {
    return (
      <Group gap="xs" wrap="wrap">
        {actions.map((a) =>
          a.to ? (
            <Button
              key={a.key}
              component={Link}
              to={a.to}
              size="xs"
              variant="light"
              color={a.color}
              leftSection={a.icon}
            >
              {a.label}
            </Button>
          ) : (
            <Button key={a.key} size="xs" variant="light" color={a.color} leftSection={a.icon} onClick={a.onClick}>
              {a.label}
            </Button>
          ),
        )}
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((a) => (
        <Hint key={a.key} label={a.label} withArrow>
          {a.to ? (
            <ActionIcon component={Link} to={a.to} variant="subtle" color={a.color} aria-label={a.label}>
              {a.icon}
            </ActionIcon>
          ) : (
            <ActionIcon variant="subtle" color={a.color} aria-label={a.label} onClick={a.onClick}>
              {a.icon}
            </ActionIcon>
          )}
        </Hint>
      ))}
    </Group>
  );
}
