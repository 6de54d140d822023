import { afterAll, beforeAll, expect, it } from 'vitest';
import { debianPostgresBin, startThrowawayCluster, type ThrowawayCluster } from './support/debian-postgres.js';
import { type RunningServer, startServer } from './support/servers.js';
import { checkStored, Writers } from './support/writers.js';

/**
 * With DATABASE_URL: the machine's own PostgreSQL (a throwaway cluster of Debian's binaries that
 * this test owns) is restarted under 8 concurrent writers, as a managed database's failover or
 * restart would. The pool reconnects by itself; nothing acknowledged is lost.
 */
const WRITES = Number(process.env.RELIABILITY_WRITES ?? 150);
const binaries = debianPostgresBin();
let cluster: ThrowawayCluster | null = null;
let server: RunningServer;
let url: string;

beforeAll(async () => {
  cluster = await startThrowawayCluster();
  if (!cluster) return;
  url = await cluster.urlOf('kamar_restart');
  server = await startServer({ DATABASE_URL: url });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  cluster?.stop();
});

it.skipIf(!binaries)(
  "survives a restart of the machine's PostgreSQL under 8 writers (DATABASE_URL)",
  async () => {
    const writers = new Writers(server.base, server.token, 'RESTART');
    writers.start();
    await writers.waitForAcks(WRITES);
    const faultAt = performance.now();
    await cluster?.restart();
    const restartedIn = Math.round(performance.now() - faultAt);
    const resumed = await writers.resumedAfter(faultAt);
    await writers.waitForAcks(writers.acknowledged.size + WRITES);
    await writers.stop();
    process.stdout.write(
      `restart PostgreSQL ${cluster?.major} (pg_ctl restart -m fast, ${restartedIn} ms): writes resumed after ${resumed} ms; ${writers.summary()}\n`,
    );
    expect(server.alive()).toBe(true);
    expect(writers.noAnswer, writers.summary()).toBe(0);
    expect(writers.statuses.get(503) ?? 0, 'some writes met the restart').toBeGreaterThan(0);
    expect([...writers.statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const check = await checkStored(url, writers);
    expect(check.missing).toEqual([]);
    expect(check.twice).toEqual([]);
    expect(check.kept).toBe(check.summed);
  },
  90_000,
);
