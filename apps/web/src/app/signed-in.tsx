import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';

/** Every screen but /login: the access guard around the top bar, sidebar and screen. */
export function SignedIn() {
  return (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
}
