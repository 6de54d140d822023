import { auditCalls, authCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ADDRESS_LIMIT, DEVICE_COOKIE, FAILURE_WINDOW_MINUTES } from './auth.service.js';

/**
 * A flood of sign-ins with made-up usernames from one address: each checked password costs an
 * argon2 run (19 MiB, tens of milliseconds of a core), so the address is limited before any user
 * is looked up or any password checked; and its failures are folded into one audit entry per
 * address and window instead of one undeletable row per try.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function login(username: string, password: string, from: string, device?: string) {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: authCalls.login.path,
    payload: { username, password },
    remoteAddress: from,
    headers: device ? { cookie: device } : {},
  });
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return { statusCode: res.statusCode, ms: performance.now() - started, device: cookie?.split(';')[0] };
}

const failedFrom = async (address: string) =>
  (
    await t.db.execute<{ username: string; changes: unknown }>(
      sql`select username, changes from audit_log where action = 'signInFailed' and address = ${address} order by audit_id`,
    )
  ).rows;

describe('a flood of sign-ins with made-up usernames from one address', () => {
  const flooder = '203.0.113.50';
  let owner: { username: string; password: string };
  let device: string | undefined;
  /** The flood's attempts whose password was checked (each a failure the fold counts). */
  let checkedCount = 0;

  beforeAll(async () => {
    owner = await t.createUser();
    device = (await login(owner.username, owner.password, flooder)).device;
  });

  it('checks no password past the address limit and answers the rest at once, holding up no other address and not the owner’s device', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await login(`random${i}x${Date.now()}`, 'guess-guess', flooder));
    const checked = answers.filter((a) => a.statusCode === 401);
    const refused = answers.filter((a) => a.statusCode === 429);
    checkedCount = checked.length;
    // The free ones are checked, then waits doubling from firstDelaySeconds: on a machine that
    // stalls, a wait may run out during the flood and let one more through, never more than the
    // waits that fit in the time the rest of the flood took.
    expect(answers.slice(0, ADDRESS_LIMIT.freeFailures).every((a) => a.statusCode === 401)).toBe(true);
    // From the last free attempt's claim (its password check counts: the wait runs from the claim).
    const restSeconds = answers.slice(ADDRESS_LIMIT.freeFailures - 1).reduce((sum, a) => sum + a.ms, 0) / 1000;
    const waitsThatFit = Math.floor(Math.log2(restSeconds / ADDRESS_LIMIT.firstDelaySeconds + 1));
    expect(checked.length - ADDRESS_LIMIT.freeFailures).toBeLessThanOrEqual(waitsThatFit);
    expect(refused).toHaveLength(60 - checked.length);
    // Refused before any password work: far quicker than a checked attempt.
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;
    expect(median(refused.map((a) => a.ms))).toBeLessThan(median(checked.map((a) => a.ms)));

    expect((await login('someone-else', 'guess-guess', '203.0.113.51')).statusCode).toBe(401);
    expect((await login(owner.username, owner.password, flooder, device)).statusCode).toBe(200);
  });

  it('writes one audit entry for the address and window, then one with the attempts it folded once the window is over', async () => {
    const during = await failedFrom(flooder);
    expect(during).toHaveLength(1);
    expect(during[0]?.changes).toEqual([['reason', null, 'unknownUser']]);
    // The window is over (as if FAILURE_WINDOW_MINUTES had passed): the next sign-in writes the fold.
    await t.db.execute(
      sql`update sign_in_failures set window_start = window_start - make_interval(mins => ${FAILURE_WINDOW_MINUTES + 1}),
            last_at = last_at - make_interval(mins => ${FAILURE_WINDOW_MINUTES + 1}) where address = ${flooder}`,
    );
    expect((await login(owner.username, owner.password, '203.0.113.99')).statusCode).toBe(200);
    const after = await failedFrom(flooder);
    expect(after).toHaveLength(2);
    const folded = Object.fromEntries(
      ((after[1]?.changes ?? []) as [string, unknown, unknown][]).map((change) => [change[0], change[2]]),
    );
    // The first failure was written at once; the fold holds the others.
    expect(folded).toMatchObject({ reason: 'repeated', attempts: checkedCount - 1 });
    expect(String(folded.usernames).split(', ')).toHaveLength(checkedCount - 1);
    expect(folded.lastAttemptAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // The list shows it as any entry.
    const listed = await t.call(auditCalls.getList, { action: 'signInFailed', pageSize: 100 }, t.adminToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data.listData.filter((e) => e.address === flooder)).toHaveLength(2);
    // Written once: a second sign-in finds nothing more to write.
    await login(owner.username, owner.password, '203.0.113.99');
    expect(await failedFrom(flooder)).toHaveLength(2);
  });

  it('writes a single mistake at once, as before', async () => {
    const from = '203.0.113.60';
    await login(owner.username, 'a-typo-typo', from);
    expect(await failedFrom(from)).toEqual([
      { username: owner.username, changes: [['reason', null, 'wrongPassword']] },
    ]);
  });
});
