import type { AuditEntry } from '@kamar/contract';
import { List, Text } from '@mantine/core';
import { useChangeText } from './change-text';

/** An entry's changes, one line each; nothing when it changed no field (a sign-in). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'entity' | 'changes'> }) {
  const text = useChangeText();
  if (entry.changes.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" data-testid="audit-changes">
      {entry.changes.map((change) => (
        <List.Item key={change.field}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {text(entry.entity, change)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
