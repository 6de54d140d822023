import { useCallback } from 'react';
import { session } from '../../lib/session';
import { busy } from './busy';
import { type ConfirmWords, confirmDialog, errorDialog, successDialog } from './dialogs';

export interface ActionOptions<T> {
  /**
   * Ask "Are you sure?" first (spec section 4: every save, delete or toggle), with these words
   * (an ordinary save's unless said), or words worked out first (a tenant's running stay); false: don't ask.
   */
  confirm?: boolean | ConfirmWords | (() => Promise<ConfirmWords>);
  action: () => Promise<T>;
  /** After the Success dialog is closed: navigate or reload. */
  onSuccess?: (result: T) => void;
  successText?: string;
}

/** A 401 ends the session; the access guard, watching it, then shows /login. */
const endSession = () => session.end();

/**
 * The one flow for every change a person makes: confirmation, loading indicator, then a
 * Success dialog and what comes next, or an Error dialog (a 401 one leads to /login).
 */
export function useAction() {
  return useCallback(
    async <T>({ confirm = true, action, onSuccess, successText }: ActionOptions<T>): Promise<T | undefined> => {
      if (confirm !== false) {
        let words: ConfirmWords | undefined;
        try {
          words = confirm === true ? undefined : typeof confirm === 'function' ? await confirm() : confirm;
        } catch (error) {
          // What the warning needed to say could not be read: say that, and change nothing.
          await errorDialog(error, endSession);
          return undefined;
        }
        if (!(await confirmDialog(words))) return undefined;
      }
      busy.start();
      let result: T;
      try {
        result = await action();
      } catch (error) {
        busy.stop();
        await errorDialog(error, endSession);
        return undefined;
      }
      busy.stop();
      await successDialog(successText);
      onSuccess?.(result);
      return result;
    },
    [],
  );
}

/** Shows a failed load in the error dialog (spec section 8), leading to /login on a 401. */
export function useShowError() {
  return useCallback((error: unknown) => errorDialog(error, endSession), []);
}
