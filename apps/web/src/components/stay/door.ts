import type { NavigateFunction } from 'react-router';
import type { useAction } from '../feedback/use-action';
import { readBusy } from './read-busy';

/** What the flows at the door use of the screen: its action runner and its navigation. */
export interface DoorTools {
  run: ReturnType<typeof useAction>;
  navigate: NavigateFunction;
}

let load: Promise<typeof import('./door-flows')> | null = null;

/**
 * The check-in and check-out flows (door-flows.ts: money owed, meter readings, their dialogs),
 * fetched at the first check-in or check-out: the screens that offer one, the dashboard first, do
 * not carry them in their own download. A failed fetch is said, and tried again next time.
 */
export function doorFlows(): Promise<typeof import('./door-flows') | null> {
  load ??= import('./door-flows').catch((error) => {
    load = null;
    throw error;
  });
  const loading = load;
  return readBusy(() => loading);
}
