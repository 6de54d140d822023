import { paths } from '@kamar/contract';
import { apiCall } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/**
 * Logout: the server ends this token (the call carries it: the token is read before the stored
 * session is cleared), then the session is forgotten here. Signing out must work offline too, so
 * a failed call does not hold it up; the token then simply runs out.
 */
export function signOut() {
  apiCall(paths.auth.logout, {}).catch(() => {});
  session.end();
}
