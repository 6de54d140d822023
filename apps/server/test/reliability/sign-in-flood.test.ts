import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADDRESS_LIMIT } from '../../src/modules/auth/auth.service.js';
import { TEST_ADMIN } from '../test-constants.js';
import { type RunningServer, startServer } from './support/servers.js';

/**
 * A flood of sign-ins with made-up usernames (18 a second from one address, as the attack
 * review sent) against the real server, while another client reads a list: how many passwords
 * were checked (each an argon2 run; a 401 is one, a 429 is none) and what the flood did to the
 * other calls' median time. The owner's own device (its cookie) still signs in.
 */
const FLOOD_SECONDS = Number(process.env.RELIABILITY_FLOOD_SECONDS ?? 10);
const PER_SECOND = 18;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kamar-flood-'));
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;

/** Reads the room list again and again until `until`, answering each call's time. */
async function reader(until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/Room/GetList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      body: '{}',
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

const signIn = (username: string, password: string, cookie?: string) =>
  fetch(`${server.base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username, password }),
  });

it(`checks at most the address limit's passwords of ${PER_SECOND} made-up sign-ins a second, and other calls keep their pace`, async () => {
  // The owner's browser signed in before: it holds the device cookie.
  const owner = await signIn(TEST_ADMIN.username, TEST_ADMIN.password);
  const device = owner.headers.get('set-cookie')?.split(';')[0];

  let quietEnd = performance.now() + 3_000;
  const quiet = await reader(() => performance.now() > quietEnd);

  const statuses = new Map<number, number>();
  const floodEnd = performance.now() + FLOOD_SECONDS * 1_000;
  const during = reader(() => performance.now() > floodEnd);
  const sent: Promise<void>[] = [];
  for (let i = 0; performance.now() < floodEnd; i++) {
    sent.push(
      signIn(`nobody${i}x${Math.random().toString(36).slice(2, 8)}`, 'guess-guess-guess').then(async (res) => {
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
    await new Promise((r) => setTimeout(r, 1_000 / PER_SECOND));
  }
  const flooded = await during;
  await Promise.all(sent);
  const ownerDuring = await signIn(TEST_ADMIN.username, TEST_ADMIN.password, device);
  quietEnd = performance.now() + 3_000;
  const after = await reader(() => performance.now() > quietEnd);

  const checked = statuses.get(401) ?? 0;
  process.stdout.write(
    [
      `sign-in flood: ${sent.length} made-up sign-ins in ${FLOOD_SECONDS} s from one address: ${JSON.stringify(Object.fromEntries(statuses))}`,
      `  passwords checked (argon2 runs): ${checked}; the owner's device signed in: ${ownerDuring.status}`,
      `  Room/GetList p50: ${median(quiet).toFixed(1)} ms before, ${median(flooded).toFixed(1)} ms during (${flooded.length} calls), ${median(after).toFixed(1)} ms after`,
      '',
    ].join('\n'),
  );
  // After the free ones, waits of 1 s, 2 s, 4 s ... let a few more through.
  expect(checked).toBeLessThanOrEqual(ADDRESS_LIMIT.freeFailures + Math.ceil(Math.log2(FLOOD_SECONDS)) + 1);
  expect(statuses.get(429) ?? 0).toBe(sent.length - checked);
  expect(ownerDuring.status).toBe(200);
}, 120_000);
