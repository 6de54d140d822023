import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateAfter, type Topic, topicKey } from './query-keys';

/**
 * What a screen sees after a save: the answers it is showing are fetched again, at once. The
 * queries here stand for screens (a list, a record, the dashboard); which topics a change reaches
 * over the features' real keys is in app/query-invalidation.test.ts.
 */
let client: QueryClient;
const unsubscribes: (() => void)[] = [];

afterEach(() => {
  for (const stop of unsubscribes.splice(0)) stop();
  client.clear();
});

/** A query on screen under `topic`, counting how often it is fetched. */
async function onScreen(topic: Topic, ...rest: unknown[]) {
  const fetched = { count: 0 };
  const observer = new QueryObserver(client, {
    queryKey: [...topicKey(topic), ...rest],
    queryFn: async () => ++fetched.count,
    staleTime: Number.POSITIVE_INFINITY,
  });
  unsubscribes.push(observer.subscribe(() => {}));
  await observer.refetch();
  fetched.count = 1;
  return fetched;
}

describe('after a change, the screens showing what it touched load again', () => {
  it('a payment saved: the bills, the dashboard and the payments reload; the tenant list and the room map do not', async () => {
    client = new QueryClient();
    const screens = {
      payments: await onScreen('payments', 'list', { pageIndex: 1 }),
      bills: await onScreen('bills', 'list', {}),
      dashboard: await onScreen('dashboard'),
      tenants: await onScreen('tenants', 'list', {}),
      floorPlan: await onScreen('floorPlan', 'plan'),
    };
    await invalidateAfter(client, 'payments');
    const counts = Object.fromEntries(Object.entries(screens).map(([name, f]) => [name, f.count]));
    expect(counts).toEqual({ payments: 2, bills: 2, dashboard: 2, tenants: 1, floorPlan: 1 });
  });

  it('reaches what is computed from what is computed from the change: a room type price shows on the dashboard', async () => {
    client = new QueryClient();
    const dashboard = await onScreen('dashboard');
    const backups = await onScreen('backups', 'latest');
    await invalidateAfter(client, 'roomTypes');
    expect([dashboard.count, backups.count]).toEqual([2, 1]);
  });

  it('loads each screen once per change, however many paths lead to it', async () => {
    client = new QueryClient();
    // The dashboard is computed from bookings directly and through payments and bills.
    const dashboard = await onScreen('dashboard');
    await invalidateAfter(client, 'bookings');
    expect(dashboard.count).toBe(2);
  });

  it('a query not on screen is only marked stale, and loads when a screen next shows it', async () => {
    client = new QueryClient();
    client.setQueryData([...topicKey('bills'), 'one', 4], 'cached');
    await invalidateAfter(client, 'payments');
    expect(client.getQueryState([...topicKey('bills'), 'one', 4])).toMatchObject({
      isInvalidated: true,
      data: 'cached',
    });
  });
});
