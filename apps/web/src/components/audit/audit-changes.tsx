import type { AuditEntry } from '@kamar/contract';
import { List, Text } from '@mantine/core';

/**
 * An entry's changes, one line each, in the words the server wrote them in the reader's language
 * (names for ids, labels, rupiah: the same words as the export); nothing when it changed no field shown.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'changeTexts'> }) {
  if (entry.changeTexts.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" data-testid="audit-changes">
      {entry.changeTexts.map((change) => (
        <List.Item key={change.field}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {change.text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
