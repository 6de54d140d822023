import { session } from '../../lib/session';
import { busy } from '../feedback/busy';
import { errorDialog } from '../feedback/dialogs';

/** `read` behind the busy overlay; its failure is said in the Error dialog, and answers null. */
export async function readBusy<T>(read: () => Promise<T>): Promise<T | null> {
  busy.start();
  try {
    const found = await read();
    busy.stop();
    return found;
  } catch (error) {
    busy.stop();
    await errorDialog(error, () => session.end());
    return null;
  }
}
