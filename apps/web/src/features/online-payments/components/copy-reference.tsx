import { ActionIcon, CopyButton, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The provider's reference of a payment, copied with a tap: what the owner pastes into the
 * provider's dashboard to find it there, or sends to the provider's support.
 */
export function CopyReference({ value }: { value: string }) {
  // Whole on one line, to be read off against the provider's (its ids are about 24 characters).
  const { t } = useTranslation();
  return (
    // Inline (a span): it sits in a card's line of text as in a table's cell.
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Text span size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="provider-reference">
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'blue'}
            onClick={copy}
            aria-label={copied ? t('documents.copied') : t('onlinePayments.copyReference')}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        )}
      </CopyButton>
    </span>
  );
}
