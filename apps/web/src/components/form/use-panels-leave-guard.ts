import { useMemo, useState } from 'react';
import { useLeaveGuard } from './use-leave-guard';

/**
 * The one leave guard of a screen of several panels (use-panel-form.ts): each panel is told
 * `onDirty={tell.<name>}`, and leaving asks while any of them holds something unsaved.
 */
export function usePanelsLeaveGuard<const N extends string>(
  names: readonly N[],
): Record<N, (changed: boolean) => void> {
  const [unsaved, setUnsaved] = useState<Partial<Record<N, boolean>>>({});
  // The names, as one text, are what the memo keys on (a new array each render is the same panels).
  const key = names.join(',');
  const tell = useMemo(() => {
    const of = (panel: N) => (changed: boolean) =>
      setUnsaved((u) => (u[panel] === changed ? u : { ...u, [panel]: changed }));
    return Object.fromEntries(names.map((name) => [name, of(name)])) as Record<N, (changed: boolean) => void>;
  }, [key]);
  useLeaveGuard(Object.values(unsaved).some(Boolean));
  return tell;
}
