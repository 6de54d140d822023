import { type ComponentType, useEffect, useState } from 'react';
import { whenAboutToAct } from '../../lib/when-about-to-act';
import { loadDialogsHost, onDialogAsked } from './dialogs';

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
    const stop = whenAboutToAct(mount);
    const unsubscribe = onDialogAsked(mount);
    return () => {
      live = false;
      stop();
      unsubscribe();
    };
  }, []);
  return Host ? <Host /> : null;
}
