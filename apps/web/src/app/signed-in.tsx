import { DialogsMount } from '../components/feedback/dialogs-mount';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';

/**
 * Every screen but /login: the access guard around the top bar, sidebar and screen. The dialogs
 * (components/feedback/dialogs.tsx) belong to the signed-in screens only; their host and Mantine's
 * Modal are fetched after the first screen has been painted (components/feedback/dialogs-mount.tsx).
 */
export function SignedIn() {
  return (
    <RequireAuth>
      <AppLayout />
      <DialogsMount />
    </RequireAuth>
  );
}
