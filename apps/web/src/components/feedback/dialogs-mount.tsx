import { type ComponentType, useEffect, useState } from 'react';
import { loadDialogsHost, onDialogAsked } from './dialogs';

/** What shows the person is about to act: the host is fetched then, before any dialog is asked. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;
// Otherwise a while after the screen opened: its own files and data go first on mobile data.
const IDLE_MS = 3_000;

/**
 * Where the dialogs are drawn (in the signed-in frame). Every dialog follows something the
 * person did (a tap, a save) or a failed call, so their host is fetched at the first touch or key,
 * when a dialog is asked for (dialogs.tsx), or a few seconds after the screen opened: never in
 * the way of the first screen's own downloads.
 */
export function DialogsMount() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const mount = () => {
      stop();
      loadDialogsHost().then(
        (host) => live && setHost(() => host),
        () => undefined, // Fetched again with the next dialog asked.
      );
    };
    const timer = setTimeout(mount, IDLE_MS);
    const unsubscribe = onDialogAsked(mount);
    for (const type of FIRST_TOUCH) document.addEventListener(type, mount, { capture: true, passive: true });
    function stop() {
      clearTimeout(timer);
      for (const type of FIRST_TOUCH) document.removeEventListener(type, mount, { capture: true });
    }
    return () => {
      live = false;
      stop();
      unsubscribe();
    };
  }, []);
  return Host ? <Host /> : null;
}
