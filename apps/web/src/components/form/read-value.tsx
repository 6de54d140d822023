import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A field in View mode: its label and its value as text people read (full contrast, wrapped,
 * selectable), or a dash when empty. A term and its description, so it reads the same to a
 * screen reader.
 */
export function ReadValue({ label, value, multiline }: { label: string; value: ReactNode; multiline?: boolean }) {
  const empty = value === '' || value === null || value === undefined;
  return (
    <Box component="dl" m={0}>
      <Text component="dt" size="sm" fw={500} c="gray.7">
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        mt={2}
        style={{ whiteSpace: multiline ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}
      >
        {empty ? '-' : value}
      </Text>
    </Box>
  );
}
