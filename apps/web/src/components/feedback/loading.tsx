import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The placeholder while a screen or its data loads (spec section 2: "Loading..."). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          {t('app.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
