import { allCalls } from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMark, entriesSince } from '../audit.js';
import { createTestApp, type TestApp } from '../build-test-app.js';
import { type FuzzRequest, operationsOf, prng, requestsFor } from './openapi-fuzzer.js';

/**
 * Hostile requests generated from the published OpenAPI description: FUZZ_REQUESTS of them
 * (2,500 by default); `npm run test:reliability` sends 12,000. Every answer must
 * be below 500, the server must still answer afterwards, and a refused request (4xx) must leave
 * every table as it was.
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 2_500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let t: TestApp;
let token = '';
let fuzzAdmin = { username: '', password: '' };
/** The fuzzing browser's device cookie: its sign-ins again are not held up by the fuzzer's own failed ones. */
let device = '';

/** Signs the fuzzing administrator in again, as the browser that signed in before. */
async function signInAgain(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/Login',
    payload: fuzzAdmin,
    headers: device ? { cookie: device } : {},
  });
  if (res.statusCode !== 200) throw new Error(`sign-in again failed: ${res.body}`);
  device = [res.headers['set-cookie'] ?? []].flat()[0]?.split(';')[0] ?? device;
  return res.json().data.token;
}
let fingerprintQuery = sql`select ''`;

/**
 * One text that changes when any row of any business table changes (sign-in attempts excepted;
 * the audit trail is checked on its own: a refusal writes only failed sign-ins there): each
 * table's row count and the sum of its rows' 64-bit hashes (no sort, so it stays cheap as the
 * fuzzer's accepted writes grow the tables).
 */
async function fingerprint(): Promise<string> {
  const result = await t.db.execute<{ f: string }>(fingerprintQuery);
  return result.rows[0]?.f ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ isAdmin: true });
  fuzzAdmin = { username: admin.username, password: admin.password };
  token = await signInAgain();
  const tables = await t.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('login_throttle', 'sign_in_failures', 'revoked_tokens', 'audit_log', 'audit_counts')
    order by table_name`);
  const parts = tables.rows.map(
    ({ name }) =>
      sql`(select count(*) || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0) from ${sql.identifier(name)} r)`,
  );
  fingerprintQuery = sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as f`;
});
afterAll(() => t.close());

describe('fuzzing every call from its OpenAPI description', () => {
  it(`answers ${TOTAL} hostile requests without a 5xx, and refused ones change nothing`, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(0);
    // Multipart calls are described as such, so they are fuzzed with form bodies, not JSON.
    // (In any order: the description lists them in the order the modules are registered.)
    expect(
      operations
        .filter((op) => op.multipart)
        .map((op) => op.path)
        .sort(),
    ).toEqual(
      allCalls
        .filter((c) => c.body === 'multipart')
        .map((c) => c.path)
        .sort(),
    );
    const random = prng(SEED);
    const fixed = operations.map((op) => requestsFor(op, random, 0));
    const fixedCount = fixed.reduce((n, list) => n + list.length, 0);
    const extraPerCall = Math.max(0, Math.ceil((TOTAL - fixedCount) / operations.length));
    const requests: FuzzRequest[] = operations.flatMap((op) => requestsFor(op, random, extraPerCall));

    const statuses = new Map<number, number>();
    let unchanged: string | undefined;
    let multipartAccepted = 0;
    for (const [i, req] of requests.entries()) {
      const anonymous = random() < 0.1;
      // A refused request changed nothing, so the fingerprint after it is the next one's before.
      const before = unchanged ?? (await fingerprint());
      const mark = await auditMark(t);
      const res = await t.app.inject({
        method: 'POST',
        url: req.path,
        headers: {
          ...(req.contentType ? { 'content-type': req.contentType } : {}),
          ...(anonymous ? {} : { authorization: `Bearer ${token}` }),
        },
        payload: req.payload,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (req.contentType?.startsWith('multipart/') && res.statusCode === 200) multipartAccepted++;
      const what = `#${i} ${req.path} (${req.mutation}) -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      unchanged = undefined;
      if (res.statusCode >= 400) {
        const after = await fingerprint();
        expect(after, `a refused request changed data: ${what}`).toBe(before);
        unchanged = after;
        const audited = (await entriesSince(t, mark)).map((e) => e.action);
        expect(
          audited.filter((action) => action !== 'signInFailed'),
          `a refused request was audited: ${what}`,
        ).toEqual([]);
        expect(() => JSON.parse(res.body), what).not.toThrow();
        // A refusal names the field in words, never zod's own "Invalid input" / "Too big: ...".
        expect(JSON.parse(res.body).message, what).not.toMatch(/^(Invalid input|Invalid option|Too (big|small))/);
      }
      if (res.statusCode === 401 && !anonymous) {
        token = await signInAgain();
        unchanged = undefined;
      }
    }
    expect(requests.length).toBeGreaterThanOrEqual(TOTAL);
    // The sample multipart payloads (with a real image) get through, so the fuzzer reaches the service.
    expect(multipartAccepted).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    console.info(
      `fuzz: ${requests.length} requests over ${operations.length} calls; statuses`,
      Object.fromEntries(statuses),
    );
  }, 600_000);
});
