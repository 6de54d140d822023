import { refusal } from '@kamar/contract';
import { Button, Center, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screens } from '../../../app/paths';
import { LanguageSwitch } from '../../../components/language-switch';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { useBusinessName } from '../api/get-business-name';
import { useLogin } from '../api/login';

/** Why a sign-in failed, in the words spec section 8 gives. */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return errorMessage(error);
  const failure = error instanceof ApiError && error.status === 0 ? 'client.networkError' : 'client.serverError';
  return messageText(refusal(failure)) ?? '';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const businessName = useBusinessName();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const ready = username.trim() !== '' && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || loginMutation.isPending) return;
    loginMutation.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (data) => {
          session.start(data);
          navigate(screens.dashboard.to(), { replace: true });
        },
      },
    );
  };

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={380}>
        <form onSubmit={submit}>
          <Stack>
            <Group justify="flex-end">
              <LanguageSwitch />
            </Group>
            <Stack gap={4} align="center">
              <IconBuildingStore size={40} color="var(--mantine-color-blue-6)" aria-hidden />
              <Title order={1} size="h3" mih="1.5em">
                {/* The product's own name only when the business's cannot be read: never a stale one first. */}
                {businessName.data ?? (businessName.isError ? t('app.businessName') : '\u00a0')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('login.subtitle')}
              </Text>
            </Stack>
            <TextInput
              label={t('fields.username')}
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              autoComplete="username"
              autoCapitalize="none"
              autoFocus
            />
            <TextInput
              label={t('fields.password')}
              type={showPassword ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
            />
            <Checkbox
              label={t('login.showPassword')}
              checked={showPassword}
              onChange={(e) => setShowPassword(e.currentTarget.checked)}
            />
            <Button type="submit" disabled={!ready} loading={loginMutation.isPending} fullWidth>
              {t('login.submit')}
            </Button>
            {loginMutation.isError && (
              <Text c="red" size="sm" role="alert" ta="center">
                {loginFailure(loginMutation.error)}
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
