import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runningServerUrl } from '../../src/db/embedded/connection-file.js';
import { english } from '../english.js';
import { fillTheDisk } from './support/full-disk.js';
import { type RunningServer, startServer } from './support/servers.js';
import { checkStored, Writers } from './support/writers.js';

/**
 * A full disk under 8 concurrent writers: DATA_DIR on a small tmpfs of its own, filled to the
 * last byte. Writes are refused with words (503), the process stays up, nothing acknowledged is
 * lost, and once space is freed the server carries on by itself. Needs root (to mount).
 */
const WRITES = Number(process.env.RELIABILITY_WRITES ?? 150);
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-disk-'));
const dataDir = path.join(mountPoint, 'data');
const filler = path.join(mountPoint, 'filler');
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m,mode=0755', 'tmpfs', mountPoint], { stdio: 'ignore' });
  mounted = true;
} catch {
  // Not root, or no right to mount here: the test says it is skipped.
}
let server: RunningServer | undefined;

beforeAll(async () => {
  if (mounted) server = await startServer({ DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  if (mounted) execFileSync('umount', [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

it.skipIf(!mounted)(
  'refuses writes with words while the disk is full, loses nothing, and resumes once space is freed',
  async () => {
    if (!server) throw new Error('no server');
    const writers = new Writers(server.base, server.token, 'DISKFULL');
    writers.start();
    await writers.waitForAcks(WRITES);
    fillTheDisk(filler);
    const fullAt = performance.now();
    // Keep writing against the full disk for a while: at least 4 s, and on a slow machine until a
    // write has needed a new page (a table or WAL extension is what the full disk refuses).
    const refusals: string[] = [];
    const writingFor = () => performance.now() - fullAt;
    while (writingFor() < 4_000 || (refusals.length === 0 && writingFor() < 40_000)) {
      const res = await fetch(`${server.base}/api/Expense/Create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
        body: JSON.stringify({ expenseDate: '2026-03-01', expenseCategory: 1, amount: 5, remark: 'PROBE' }),
      }).catch(() => null);
      if (res && res.status !== 200)
        refusals.push(`${res.status} ${((await res.json()) as { message: string }).message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ackedWhileFull = writers.acknowledged.size;
    fs.rmSync(filler);
    const freedAt = performance.now();
    const resumed = await writers.resumedAfter(freedAt, 60_000);
    await writers.waitForAcks(ackedWhileFull + WRITES, 60_000);
    await writers.stop();
    const words = [...new Set(refusals)];
    process.stdout.write(
      `disk full: ${refusals.length} probe writes refused (${words.join(' | ')}); writes resumed ${resumed} ms after space was freed; ${writers.summary()}\n`,
    );
    expect(refusals.length).toBeGreaterThan(0);
    for (const word of words) {
      expect([`503 ${english('database.diskFull')}`, `503 ${english('database.unavailable')}`]).toContain(word);
    }
    expect(server.alive()).toBe(true);
    expect(writers.noAnswer, writers.summary()).toBe(0);
    const check = await checkStored(runningServerUrl(dataDir, 'kamar') as string, writers);
    expect(check.missing).toEqual([]);
    expect(check.twice).toEqual([]);
    expect(check.kept).toBe(check.summed);
  },
  180_000,
);
