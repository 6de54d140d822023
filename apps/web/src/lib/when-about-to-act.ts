/** What shows the person is about to act: a tap, a key, a field taking focus. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;
/** Otherwise a while after the screen opened: its own files and data go first on mobile data. */
const QUIET_MS = 3_000;

/**
 * Runs `then` a few seconds after now: when to fetch what the first screen does not draw, so
 * that it never competes with that screen's own files and data. Returns the cancel.
 */
export function afterFirstScreen(then: () => void): () => void {
  const timer = setTimeout(then, QUIET_MS);
  return () => clearTimeout(timer);
}

/**
 * Runs `then` once, at the person's first touch or key, or a few seconds after now, whichever
 * comes first (the dialogs' host: drawn apart from what was touched). Not for what replaces the
 * element being pressed: swapped between pointer down and up, it would lose the click.
 */
export function whenAboutToAct(then: () => void): () => void {
  const cancelTimer = afterFirstScreen(run);
  for (const type of FIRST_TOUCH) document.addEventListener(type, run, { capture: true, passive: true });
  function stop() {
    cancelTimer();
    for (const type of FIRST_TOUCH) document.removeEventListener(type, run, { capture: true });
  }
  function run() {
    stop();
    then();
  }
  return stop;
}
