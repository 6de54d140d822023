import { billCalls, type CallDef, dashboardCalls, envelopeOf, floorPlanCalls, paymentCalls } from '@kamar/contract';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { bookStay, ledgerOf, noonOn, pay } from '../../test/factories/bills.js';
import { compileAnswerWriter } from '../lib/answer-serializer.js';

/**
 * Real answers of the heaviest screens, written by the compiled writer and by zod's serializer
 * (the one the API used before): the same values, and exactly the answer the API sent.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2027-01-25'));
  const first = await bookStay(t, '101', { checkInDate: '2027-01-26', rentAmount: 1_000_000 });
  await bookStay(t, '102', { checkInDate: '2027-01-26', rentAmount: 1_250_000 });
  t.clock.set(noonOn('2027-03-20'));
  await ledgerOf(t).generateDaily();
  await pay(t, first, 400_000, { paymentDate: '2027-03-20', month: 3, year: 2027 });
});
afterAll(() => t.close());

const samples: [string, CallDef, Record<string, unknown>][] = [
  ['room map', floorPlanCalls.getFloorPlan, {}],
  ['bill list', billCalls.getList, {}],
  ['payment list', paymentCalls.getList, {}],
  ['dashboard', dashboardCalls.getDashboardInfo, {}],
];

describe('answers written by the compiled writer', () => {
  it.each(samples)('%s: the same answer as zod writes', async (_name, call, body) => {
    const res = await t.call(call, body, t.adminToken);
    expect(res.statusCode).toBe(200);
    const schema = envelopeOf(call.response);
    const answer = res.body;
    const fast = compileAnswerWriter(schema).write(answer);
    const zod = (
      zodSerializerCompiler({ schema, method: 'POST', url: call.path, httpStatus: '200' }) as (d: unknown) => string
    )(answer);
    expect(JSON.parse(fast)).toEqual(JSON.parse(zod));
    expect(JSON.parse(res.response.body)).toEqual(JSON.parse(zod));
    // The sample carries rows, not just an empty shell.
    expect(res.response.body.length).toBeGreaterThan(300);
  });
});
