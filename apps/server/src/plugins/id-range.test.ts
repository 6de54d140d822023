import { MAX_ID, paths } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { english } from '../../test/english.js';
import {
  type ApiOperation,
  encodeMultipart,
  MULTIPART_TYPE,
  operationsOf,
  sampleValue,
} from '../../test/reliability/openapi-fuzzer.js';

/**
 * Every id column is a PostgreSQL integer (int4): an id past 2,147,483,647 must be refused with
 * the field named (or, for a public link, "this link does not work"), never reach the database
 * and come back as a 500.
 */
let t: TestApp;
let operations: ApiOperation[] = [];
beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
});
afterAll(() => t.close());

const TOO_BIG = MAX_ID + 1;
type Schema = Parameters<typeof sampleValue>[1] & { properties?: Record<string, Schema>; items?: Schema };

/** Each id field of a call's payload, top level or inside a list of groups, as a path. */
function idPaths(schema: Schema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  const found: (string | number)[][] = [];
  for (const [key, prop] of Object.entries(schema?.properties ?? {})) {
    const types = [prop.type, ...(prop.anyOf ?? []).map((v) => v.type)].flat();
    if (/Id$/.test(key) && types.some((type) => type === 'integer' || type === 'number')) found.push([...prefix, key]);
    const items = (prop.anyOf ?? [prop]).find((v) => v.type === 'array')?.items as Schema | undefined;
    if (items?.properties) found.push(...idPaths(items, [...prefix, key, 0]));
  }
  return found;
}

function withValue(payload: Record<string, unknown>, path: (string | number)[], schema: Schema, value: number) {
  const out = structuredClone(payload);
  let at: Record<string | number, unknown> = out;
  let shape: Schema | undefined = schema;
  for (const [i, step] of path.entries()) {
    const last = i === path.length - 1;
    if (last) at[step] = value;
    else {
      shape = typeof step === 'number' ? shape?.items : (shape?.properties?.[step] as Schema | undefined);
      const arrayShape = (shape?.anyOf ?? [shape]).find((v) => v?.type === 'array') as Schema | undefined;
      if (typeof path[i + 1] === 'number') at[step] = [sampleValue(String(step), arrayShape?.items)];
      at = at[step] as Record<string | number, unknown>;
      if (typeof path[i + 1] === 'number') shape = arrayShape;
    }
  }
  return out;
}

describe('ids beyond the int4 range', () => {
  it('are refused as 400 naming the field, in every call that takes one', async () => {
    let checked = 0;
    for (const op of operations) {
      const schema = op.schema as Schema | null;
      if (!schema) continue;
      const base = sampleValue('', schema) as Record<string, unknown>;
      for (const path of idPaths(schema)) {
        const payload = withValue(base, path, schema, TOO_BIG);
        const res = await t.app.inject({
          method: 'POST',
          url: op.path,
          headers: {
            'content-type': op.multipart ? MULTIPART_TYPE : 'application/json',
            authorization: `Bearer ${t.adminToken}`,
          },
          payload: op.multipart ? encodeMultipart(payload, new Set()) : JSON.stringify(payload),
        });
        const what = `${op.path} ${path.join('.')} = ${TOO_BIG} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, what).toBe(400);
        const fields = (res.json().data?.errors ?? []).map((e: { field: string }) => e.field);
        expect(fields, what).toContain(path.join('.'));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('make a share link "not work" (404), as data and as a PDF, without signing in', async () => {
    const token = `${TOO_BIG}.${'A'.repeat(43)}`;
    const data = await t.raw(paths.document.getShared, JSON.stringify({ token }), null);
    expect(data.statusCode).toBe(404);
    expect(data.body.message).toBe(english('shareLink.notFound'));
    for (const id of [TOO_BIG, 99_999_999_999]) {
      const pdf = await t.app.inject({ method: 'GET', url: `${paths.document.sharedPdf}/${id}.${'A'.repeat(43)}` });
      expect(pdf.statusCode).toBe(404);
    }
  });

  it('find nothing (404) in the GET addresses of photos, logos and documents; the highest id is still an id', async () => {
    const auth = { authorization: `Bearer ${t.adminToken}` };
    for (const url of [
      `/api/Tenant/Photo/${TOO_BIG}`,
      `${paths.setting.businessLogo}/${TOO_BIG}`,
      `${paths.document.paymentReceipt}/${TOO_BIG}`,
      `${paths.document.depositReturnReceipt}/${TOO_BIG}`,
      `${paths.document.billDocument}/${TOO_BIG}`,
      `/api/Tenant/Photo/${MAX_ID}`,
      `${paths.document.billDocument}/${MAX_ID}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
