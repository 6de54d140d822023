import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { i18n } from '../../lib/i18n';
import { session } from '../../lib/session';
import { confirmDialog } from '../feedback/dialogs';

/**
 * Keeps what a person typed: while `changed`, leaving the screen inside the app (Back, a menu
 * tap, the browser's back button) asks first, and a reload or closing the tab gets the browser's
 * own prompt. `letGo()` lets the next navigation through unasked: a save that succeeded, or a
 * change whose dialog already said what happens next.
 */
export function useLeaveGuard(changed: boolean): { letGo(): void } {
  const holding = useRef(changed);
  holding.current = changed;
  const released = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      holding.current &&
      !released.current &&
      // A session that ended leads to /login whatever is typed; asking would only hide why.
      session.read() !== null &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog({
      title: i18n.t('dialog.leaveTitle'),
      text: i18n.t('dialog.leaveText'),
      warning: true,
      labels: { confirm: i18n.t('dialog.leave'), cancel: i18n.t('dialog.stay') },
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker.state]);

  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);

  return {
    letGo: useCallback(() => {
      released.current = true;
    }, []),
  };
}
