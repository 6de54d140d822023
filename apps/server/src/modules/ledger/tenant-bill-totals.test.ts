import { billCalls, bookingCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, expectLedgerHonest, ledgerOf, noonOn, pay } from '../../../test/factories/bills.js';
import { bookingInput, insertTenant } from '../../../test/factories/bookings.js';

/**
 * tenant_bill_totals (migration 0023) is kept per tenant of the bill's stay, so it depends on two
 * tables at once: a bill's figures and its stay's tenant. It must equal a recount whoever writes
 * them and in whatever order concurrent transactions commit.
 */
let t: TestApp;
const rooms = ['201', '202', '203', '204'];
const stays: number[] = [];
let owner = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(noonOn('2027-01-25'));
  owner = (await insertTenant(t.db, { tenantName: 'ONE OWNER' })).tenantId;
  for (const room of rooms) {
    const input = await bookingInput(t, room, { checkInDate: '2027-01-26' }, { tenantId: owner, bookingType: 2 });
    const res = await t.call(bookingCalls.create, input, t.adminToken);
    expect(res.statusCode).toBe(200);
    stays.push(res.body.data.bookingId as number);
  }
  t.clock.set(noonOn('2027-03-05'));
  await ledgerOf(t).generateDaily();
});
afterAll(() => t.close());

/** Booking/Update of `stay` to `tenantId`, everything else as booked. */
async function moveStay(stay: number, tenantId: number) {
  const room = rooms[stays.indexOf(stay)] as string;
  const input = await bookingInput(t, room, { checkInDate: '2027-01-26' }, { tenantId, bookingType: 2 });
  const res = await t.call(bookingCalls.update, { ...input, bookingId: stay }, t.adminToken);
  expect(res.statusCode).toBe(200);
}

describe('tenant_bill_totals', () => {
  it('follows concurrent payments, waivers and daily runs on stays of one tenant, and stays moved meanwhile', async () => {
    await expectLedgerHonest(t.db);
    const others = [(await insertTenant(t.db)).tenantId, (await insertTenant(t.db)).tenantId];
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 24; i++) {
      const stay = stays[i % stays.length] as number;
      if (i % 6 === 5) writes.push(ledgerOf(t).generateDaily());
      else if (i % 6 === 2)
        // The stay changes tenant (through the booking form) while its bills are paid and waived.
        writes.push(moveStay(stay, i % 12 === 2 ? (others[i % 2] as number) : owner));
      else if (i % 6 === 4)
        writes.push(
          billsOfStay(t.db, stay).then((found) => {
            const open = found.find((b) => b.billStatus === 1 || b.billStatus === 2);
            return open && t.call(billCalls.void, { billId: open.billId, reason: 'Concurrent' }, t.adminToken);
          }),
        );
      else writes.push(pay(t, stay, 150_000 + i * 1_000));
    }
    await Promise.all(writes);
    await expectLedgerHonest(t.db);
  });

  // A writer of bills that has not locked the stay (a script, a future path) and a tenant change
  // in the other session, in both orders: the bill trigger's share lock on the stay makes the
  // later one wait and then see the earlier one's change, so the figures land on the right tenant.
  for (const first of ['bill', 'tenant'] as const) {
    it(`stays equal to a recount when a bill changes and its stay changes tenant at once (${first} first)`, async () => {
      const stay = stays[0] as number;
      const [bill] = await billsOfStay(t.db, stay);
      const other = (await insertTenant(t.db)).tenantId;
      const [a, b] = [await t.db.$client.connect(), await t.db.$client.connect()];
      try {
        await a.query('begin');
        await b.query('begin');
        // The record status is one of the keys the totals are kept by.
        const billWrite = () => a.query('update bills set status = 3 - status where bill_id = $1', [bill?.billId]);
        const move = () => b.query('update bookings set tenant_id = $1 where booking_id = $2', [other, stay]);
        const [early, late] = first === 'bill' ? [billWrite, move] : [move, billWrite];
        await early();
        const waiting = late();
        // The later statement waits for the earlier transaction; give it time to be waiting.
        await new Promise((r) => setTimeout(r, 200));
        await (first === 'bill' ? a : b).query('commit');
        await waiting;
        await (first === 'bill' ? b : a).query('commit');
      } finally {
        a.release();
        b.release();
      }
      await expectLedgerHonest(t.db);
      await moveStay(stay, owner);
      await expectLedgerHonest(t.db);
    });
  }
});
