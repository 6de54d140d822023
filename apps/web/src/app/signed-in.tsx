import { ModalsProvider } from '@mantine/modals';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';

/**
 * Every screen but /login: the access guard around the top bar, sidebar and screen. The dialogs
 * (components/feedback/dialogs.tsx) belong to the signed-in screens only, so their provider and
 * Mantine's Modal come with this chunk, not with the login screen's first download.
 */
export function SignedIn() {
  return (
    <RequireAuth>
      <ModalsProvider>
        <AppLayout />
      </ModalsProvider>
    </RequireAuth>
  );
}
