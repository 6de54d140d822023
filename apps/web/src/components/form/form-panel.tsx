import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A group of a form in its own bordered panel: its title, the words under it when given (whose or
 * what for), then its fields (the logo, the bank accounts).
 */
export function FormPanel({
  title,
  description,
  children,
  order = 3,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Its heading's level: a group of a form (3, under the form's), or a screen's own part (2, under its title). */
  order?: 2 | 3;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={order} size="h5" mb={description ? 4 : 'sm'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}
