import { LoadingOverlay } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/** The loading indicator shown over the screen while a save, delete or toggle runs. */
let running = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const busy = {
  start() {
    running++;
    emit();
  },
  stop() {
    running = Math.max(0, running - 1);
    emit();
  },
};

export function BusyOverlay() {
  const active = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => running > 0,
  );
  return <LoadingOverlay visible={active} zIndex={400} pos="fixed" overlayProps={{ blur: 1 }} />;
}
