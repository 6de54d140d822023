import {
  AUDIT_REDACTED,
  auditCalls,
  authCalls,
  bookingCalls,
  depositCalls,
  paymentCalls,
  Role,
  userCalls,
} from '@kamar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOf, historyOf, lastEntryOf } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { book } from '../../../test/factories/bookings.js';
import { makeBooking } from '../../../test/factories/money.js';
import { TEST_ADMIN } from '../../../test/test-constants.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';

/**
 * One audit entry per change, in the change's transaction, with exact before and after values:
 * money as numbers, dates as ISO text, secrets as "changed". Each kind of action the trail knows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function payment(amount = 1_500_000) {
  const { bookingId } = await makeBooking(t.db);
  const input = {
    bookingId,
    paymentDate: '2026-11-24',
    paymentType: 2,
    paymentPeriodeMonth: 11,
    paymentPeriodeYear: 2026,
    amount,
    remark: '',
  };
  const res = await t.call(paymentCalls.create, input, t.adminToken);
  expect(res.statusCode).toBe(200);
  return { ...input, paymentId: res.body.data.paymentId };
}

describe('the audit trail', () => {
  it('writes a create with the new values, who made it and from where', async () => {
    const p = await payment();
    const entry = await lastEntryOf(t, 'payment', p.paymentId);
    expect(entry).toMatchObject({ entity: 'payment', recordId: p.paymentId, action: 'create', username: 'admin' });
    expect(entry.address).toBe('127.0.0.1');
    expect(entry.auditDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(changeOf(entry, 'amount')).toEqual({ before: null, after: 1_500_000 });
    expect(changeOf(entry, 'paymentDate')).toEqual({ before: null, after: '2026-11-24' });
    expect(changeOf(entry, 'bookingId')).toEqual({ before: null, after: p.bookingId });
    // Empty and bookkeeping columns are not news.
    expect(entry.changes.map((c) => c.field)).not.toContain('remark');
    expect(entry.changes.map((c) => c.field)).not.toContain('updateBy');
  });

  it('writes an update with exactly the fields that changed, money as numbers', async () => {
    const p = await payment();
    const res = await t.call(paymentCalls.update, { ...p, amount: 1, remark: 'koreksi' }, t.adminToken);
    expect(res.statusCode).toBe(200);
    const entry = await lastEntryOf(t, 'payment', p.paymentId);
    expect(entry.action).toBe('update');
    // The receipt stated the amount: the payment has a new receipt number, the old one kept here.
    expect(entry.changes).toEqual([
      { field: 'amount', before: 1_500_000, after: 1 },
      { field: 'receiptNumber', before: expect.stringMatching(/^KW\//), after: expect.stringMatching(/^KW\//) },
      { field: 'remark', before: '', after: 'koreksi' },
    ]);
  });

  it('writes nothing for a save that changes nothing, and nothing for a refused change', async () => {
    const p = await payment();
    const before = (await historyOf(t, 'payment', p.paymentId)).length;
    expect((await t.call(paymentCalls.update, p, t.adminToken)).statusCode).toBe(200);
    const refused = await t.call(paymentCalls.update, { ...p, amount: 5, bookingId: 999_999 }, t.adminToken);
    expect(refused.statusCode).toBe(404);
    expect((await historyOf(t, 'payment', p.paymentId)).length).toBe(before);
  });

  it('names a status toggle delete or restore', async () => {
    const p = await payment();
    await t.call(paymentCalls.delete, { paymentId: p.paymentId, status: 1 }, t.adminToken);
    await t.call(paymentCalls.delete, { paymentId: p.paymentId, status: 2 }, t.adminToken);
    const [, deleted, restored] = await historyOf(t, 'payment', p.paymentId);
    expect(deleted).toMatchObject({ action: 'delete', changes: [{ field: 'status', before: 1, after: 2 }] });
    expect(restored).toMatchObject({ action: 'restore', changes: [{ field: 'status', before: 2, after: 1 }] });
  });

  it('names check-in, check-out, reactivation and cancellation as such', async () => {
    t.clock.set('2027-03-10T03:00:00Z');
    try {
      const stay = await book(t, '103', { checkInDate: '2027-03-10' });
      await t.call(bookingCalls.checkIn, { bookingId: stay }, t.adminToken);
      await t.call(bookingCalls.completeBooking, { bookingId: stay }, t.adminToken);
      await t.call(bookingCalls.reactiveBooking, { bookingId: stay }, t.adminToken);
      const later = await book(t, '104', { checkInDate: '2027-04-01' });
      await t.call(bookingCalls.cancelBooking, { bookingId: later }, t.adminToken);
      const actions = (await historyOf(t, 'booking', stay)).map((e) => e.action);
      expect(actions).toEqual(['create', 'checkIn', 'checkOut', 'reactivate']);
      const checkIn = (await historyOf(t, 'booking', stay))[1];
      expect(changeOf(checkIn as never, 'checkedInAt')).toEqual({ before: null, after: '2027-03-10T10:00:00+07:00' });
      const cancelled = await lastEntryOf(t, 'booking', later);
      expect(cancelled).toMatchObject({ action: 'cancel', changes: [{ field: 'bookingStatus', before: 1, after: 3 }] });
    } finally {
      t.clock.set(null);
    }
  });

  it('names a deposit return, with the returned amount and the status', async () => {
    const { bookingId } = await makeBooking(t.db);
    const deposit = await t.call(
      paymentCalls.create,
      {
        bookingId,
        paymentDate: '2026-11-01',
        paymentType: 1,
        paymentPeriodeMonth: 11,
        paymentPeriodeYear: 2026,
        amount: 1_000_000,
        remark: '',
      },
      t.adminToken,
    );
    const paymentId = deposit.body.data.paymentId;
    const settle = { paymentId, depositStatus: 1, amount: 400_000, returnDate: '2026-12-01' };
    expect((await t.call(depositCalls.create, settle, t.adminToken)).statusCode).toBe(200);
    const entry = await lastEntryOf(t, 'payment', paymentId);
    expect(entry.action).toBe('settleDeposit');
    expect(entry.changes).toEqual([
      { field: 'depositStatus', before: 0, after: 1 },
      { field: 'returnDate', before: null, after: '2026-12-01' },
      { field: 'returnReceiptNumber', before: null, after: expect.stringMatching(/^PD\/\d{4}\/\d{6}$/) },
      { field: 'returnedAmount', before: 0, after: 400_000 },
    ]);
  });

  it('never writes a password: a user change says "changed"', async () => {
    const user = await t.createUser({ firstName: 'Dewi' });
    const created = (await historyOf(t, 'user', user.userId))[0];
    expect(changeOf(created as never, 'passwordHash')).toEqual({ before: null, after: AUDIT_REDACTED });
    const update = {
      userId: user.userId,
      username: user.username,
      firstName: 'Dewi',
      lastName: 'Lestari',
      email: '',
      isAdmin: true,
      password: 'another-password-1',
    };
    expect((await t.call(userCalls.update, update, t.adminToken)).statusCode).toBe(200);
    const entry = await lastEntryOf(t, 'user', user.userId);
    expect(entry.changes).toEqual([
      { field: 'isAdmin', before: false, after: true },
      { field: 'lastName', before: 'Rahayu', after: 'Lestari' },
      { field: 'passwordHash', before: null, after: AUDIT_REDACTED },
      { field: 'role', before: 3, after: 1 },
    ]);
    expect(JSON.stringify(await historyOf(t, 'user', user.userId))).not.toMatch(/argon2|another-password/);
  });

  it('writes sign-ins, failed sign-ins (with the name tried and why) and sign-outs', async () => {
    const user = await t.createUser();
    const wrong = await t.call(authCalls.login, { username: user.username, password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(401);
    // From another address: the failures of one address are one entry per window (sign-in-flood.test.ts).
    const unknown = await t.app.inject({
      method: 'POST',
      url: authCalls.login.path,
      payload: { username: 'nobody.here', password: 'whatever-1' },
      remoteAddress: '192.0.2.44',
    });
    expect(unknown.json().message).toBe(english('auth.invalidCredentials'));
    const token = await t.login(user.username, user.password);
    expect((await t.call(authCalls.logout, {}, token)).statusCode).toBe(200);

    const entries = await historyOf(t, 'user', user.userId);
    const signIns = entries.filter((e) => e.action.startsWith('sign'));
    expect(signIns.map((e) => [e.action, e.username])).toEqual([
      ['signIn', user.username], // createUser signs in once
      ['signInFailed', user.username],
      ['signIn', user.username],
      ['signOut', user.username],
    ]);
    expect(signIns[1]?.changes).toEqual([{ field: 'reason', before: null, after: 'wrongPassword' }]);
    const strangers = await t.call(
      auditCalls.getList,
      { username: 'NOBODY.HERE', action: 'signInFailed' },
      t.adminToken,
    );
    expect(strangers.body.data.listData).toHaveLength(1);
    expect(strangers.body.data.listData[0]).toMatchObject({ recordId: null, address: '192.0.2.44' });
    expect(strangers.body.data.listData[0]?.changes).toEqual([{ field: 'reason', before: null, after: 'unknownUser' }]);
  });

  it('writes setting changes, never a secret, as the server itself outside a call', async () => {
    const settings = createAppSettingsService(t.db);
    await settings.set('backup_last_daily', '2026-11-23');
    await settings.set('backup_last_daily', '2026-11-24');
    await settings.set('jwt_secret_probe', 'do-not-log-me');
    const res = await t.call(auditCalls.getList, { entity: 'setting' }, t.adminToken);
    const [secret, second] = res.body.data.listData;
    expect(second).toMatchObject({
      username: 'system',
      address: '',
      action: 'update',
      changes: [{ field: 'backupLastDaily', before: '2026-11-23', after: '2026-11-24' }],
    });
    expect(secret?.changes).toEqual([{ field: 'jwtSecretProbe', before: null, after: AUDIT_REDACTED }]);
    expect(JSON.stringify(res.body.data)).not.toContain('do-not-log-me');
  });

  it('is read by the Owner only', async () => {
    const staff = await t.createUser({ role: Role.Manager });
    const res = await t.call(auditCalls.getList, {}, staff.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(english('auth.roleNotAllowed', { role: Role.Manager, permission: 'audit.read' }));
    expect((await t.call(auditCalls.getList, {}, await t.login('admin', TEST_ADMIN.password))).statusCode).toBe(200);
  });
});
