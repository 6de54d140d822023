import { dashboardCalls, reminderCalls } from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { makeBooking } from '../../../test/factories/money.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Reminder/Record', () => {
  it('records who reminded an unpaid stay and when; the dashboard shows it for this month only', async () => {
    const staff = await t.createUser();
    const { bookingId } = await makeBooking(t.db);
    // The factory's first stay begins on 1 Jan 2030: stand on that day, 10:00 in Jakarta.
    t.clock.set('2030-01-01T03:00:00Z');
    const unpaid = async () =>
      (await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).body.data.unpaidTenant.find(
        (s) => s.bookingId === bookingId,
      );
    expect((await unpaid())?.lastRemindedAt).toBeNull();

    const res = await t.call(reminderCalls.record, { bookingId }, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect((await unpaid())?.lastRemindedAt).toBe(res.body.data.sentAt);

    // Next month's rent is a new reminder to send.
    t.clock.set('2030-02-01T03:00:00Z');
    const next = await unpaid();
    if (next) expect(next.lastRemindedAt).toBeNull();
    t.clock.set(null);
  });

  it('refuses an unknown or cancelled stay, bad input and the signed-out, recording nothing', async () => {
    const { bookingId } = await makeBooking(t.db, { bookingStatus: 3 });
    const cancelled = await t.call(reminderCalls.record, { bookingId }, t.adminToken);
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.body.message).toBe(english('booking.notFound'));
    expect((await t.call(reminderCalls.record, { bookingId: 99_999_999 }, t.adminToken)).statusCode).toBe(404);
    const bad = await t.call(reminderCalls.record, { bookingId: 'x' }, t.adminToken);
    expect(bad.statusCode).toBe(400);
    expect((await t.call(reminderCalls.record, { bookingId }, null)).statusCode).toBe(401);
  });
});
