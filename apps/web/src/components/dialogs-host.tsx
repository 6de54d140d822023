import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { dialogsHostMounted } from './feedback/dialogs';

/**
 * Mantine's modals manager, which draws the dialogs of components/feedback/dialogs.tsx. A chunk of
 * its own, outside the chunk groups (vite.config.ts): Mantine's Modal brings Floating UI and the
 * scroll lock (about 60 KB minified) that no first screen draws (components/feedback/dialogs-mount.tsx).
 */
export function DialogsHost() {
  // Runs after ModalsProvider's own effects, which start listening for the dialogs asked.
  useEffect(() => dialogsHostMounted(), []);
  return <ModalsProvider />;
}
