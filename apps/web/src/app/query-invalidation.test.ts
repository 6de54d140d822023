import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordHistoryOptions } from '../components/audit/use-record-history';
import { auditKeys } from '../features/audit/api/audit-keys';
import { billKeys } from '../features/bills/api/bill-keys';
import { bookingKeys } from '../features/bookings/api/booking-keys';
import { dashboardKeys } from '../features/dashboard/api/dashboard-keys';
import { depositKeys } from '../features/deposits/api/deposit-keys';
import { documentKeys } from '../features/documents/api/document-keys';
import { expenseKeys } from '../features/expenses/api/expense-keys';
import { floorPlanKeys } from '../features/floor-plan/api/floor-plan-keys';
import { messagingKeys } from '../features/messaging/api/messaging-keys';
import { meterReadingKeys } from '../features/meter-readings/api/meter-reading-keys';
import { onlinePaymentKeys } from '../features/online-payments/api/online-payment-keys';
import { paymentClaimKeys } from '../features/payment-claims/api/payment-claim-keys';
import { paymentKeys } from '../features/payments/api/payment-keys';
import { reportKeys } from '../features/reports/api/report-keys';
import { roomKeys } from '../features/rooms/api/room-keys';
import { backupKeys } from '../features/settings/api/backup-keys';
import { businessProfileKeys } from '../features/settings/api/business-profile-keys';
import { tenantKeys } from '../features/tenants/api/tenant-keys';
import { timelineKeys } from '../features/timeline/api/timeline-keys';
import { userKeys } from '../features/users/api/user-keys';
import { onlinePaymentStatusOptions } from '../lib/online-payment';
import { invalidateAfter, type Topic } from '../lib/query-keys';

/** Every feature's keys, as the screens cache them; which are stale after a change to `topic`. */
async function staleAfter(topic: Topic) {
  const client = new QueryClient();
  const keys = {
    bookingPaymentHistory: bookingKeys.payments(7),
    bookingBills: bookingKeys.bills(7),
    bills: billKeys.list({}),
    bill: billKeys.one(4),
    tenantOutstanding: tenantKeys.outstanding(2),
    tenantPayments: tenantKeys.payments(2),
    tenantStays: tenantKeys.stays(2),
    tenant: tenantKeys.one(2),
    paymentReceipt: documentKeys.receipt('payment', 3, null),
    billDocument: documentKeys.receipt('bill', 4, 'id'),
    businessProfile: businessProfileKeys.profile(),
    latestBackup: backupKeys.latest(),
    booking: bookingKeys.one(7),
    bookingTenantChoices: bookingKeys.tenantChoices('BUDI'),
    dashboard: dashboardKeys.info(),
    deposits: depositKeys.list({ tenantName: '' }),
    payment: paymentKeys.one(3),
    paymentBookingChoices: paymentKeys.bookingChoices({ tenantName: '' }),
    floorPlan: floorPlanKeys.plan(),
    roomTypeChoices: roomKeys.roomTypeOptions(),
    expenseEmployeeChoices: expenseKeys.employeeOptions(),
    tenantPhoto: tenantKeys.photo('/api/Tenant/Photo/1'),
    meterPhoto: meterReadingKeys.photo('/api/MeterReading/Photo/1'),
    users: userKeys.list({}),
    claims: paymentClaimKeys.list({}),
    claim: paymentClaimKeys.one(5),
    claimsWaiting: paymentClaimKeys.waiting(0),
    claimPhoto: paymentClaimKeys.photo('/api/PaymentClaim/Photo/5'),
    checkouts: onlinePaymentKeys.checkouts({}),
    anomalies: onlinePaymentKeys.anomalies({ open: true }),
    toCheck: onlinePaymentKeys.toCheck(),
    onlineStatus: onlinePaymentStatusOptions().queryKey,
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });
  await invalidateAfter(client, topic);
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('the invalidation rule over the features’ key factories', () => {
  it('a payment saved anywhere makes the booking’s payment history, the deposits and the dashboard stale', async () => {
    expect(await staleAfter('payments')).toEqual([
      'bookingPaymentHistory',
      'bookingBills',
      'bills',
      'bill',
      'tenantOutstanding',
      'tenantPayments',
      'paymentReceipt',
      'billDocument',
      'dashboard',
      'deposits',
      'payment',
      'claims',
      'claim',
      'claimsWaiting',
      'checkouts',
      'anomalies',
      'toCheck',
    ]);
  });

  it("a payment refreshes the tenant's view (what they owe, their payments), not their details or stays", async () => {
    const stale = await staleAfter('payments');
    expect(stale).toEqual(expect.arrayContaining(['tenantOutstanding', 'tenantPayments', 'bills', 'dashboard']));
    for (const fresh of ['tenantStays', 'tenant', 'businessProfile']) expect(stale).not.toContain(fresh);
  });

  it('the business profile reaches every receipt and bill document and the bills’ reminders, nothing of the stays', async () => {
    expect(await staleAfter('businessProfile')).toEqual([
      'bookingBills',
      'bills',
      'bill',
      'tenantOutstanding',
      'paymentReceipt',
      'billDocument',
      'businessProfile',
      'dashboard',
      'claims',
      'claim',
      'claimsWaiting',
      'checkouts',
      'anomalies',
      'toCheck',
    ]);
  });

  it('a backup taken or a user saved refreshes only their own screens', async () => {
    expect(await staleAfter('backups')).toEqual(['latestBackup']);
    expect(await staleAfter('users')).toEqual(['users']);
  });

  it('a waived bill refreshes the bills wherever they show (stay, tenant, list) and the dashboard, not the payments', async () => {
    expect(await staleAfter('bills')).toEqual([
      'bookingBills',
      'bills',
      'bill',
      'tenantOutstanding',
      'billDocument',
      'dashboard',
      'claims',
      'claim',
      'claimsWaiting',
      'checkouts',
      'anomalies',
      'toCheck',
    ]);
  });

  it('a booking change reaches the room map, the dashboard and the payment form’s booking choices', async () => {
    expect(await staleAfter('bookings')).toEqual([
      'bookingPaymentHistory',
      'bookingBills',
      'bills',
      'bill',
      'tenantOutstanding',
      'tenantPayments',
      'tenantStays',
      'paymentReceipt',
      'billDocument',
      'booking',
      'dashboard',
      'deposits',
      'payment',
      'paymentBookingChoices',
      'floorPlan',
      'claims',
      'claim',
      'claimsWaiting',
      'checkouts',
      'anomalies',
      'toCheck',
    ]);
  });

  it('choices follow the records they list: room types, employees, tenants', async () => {
    expect(await staleAfter('roomTypes')).toContain('roomTypeChoices');
    expect(await staleAfter('employees')).toEqual(['dashboard', 'expenseEmployeeChoices']);
    expect(await staleAfter('tenants')).toContain('bookingTenantChoices');
  });

  it('a change to any record makes the audit screen and every record’s History stale', async () => {
    const client = new QueryClient();
    const keys = [auditKeys.list({}, 'en'), recordHistoryOptions('payment', 3).queryKey];
    for (const topic of ['payments', 'tenants', 'users', 'roomTypes'] as const) {
      for (const key of keys) client.setQueryData(key, { cached: true });
      await invalidateAfter(client, topic);
      expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true]);
    }
  });

  it("a message sent (a test, the due reminders now) reaches the log, a bill's last message and the dashboard; a payment reaches the log (its receipt)", async () => {
    const client = new QueryClient();
    const keys = [messagingKeys.log({}), billKeys.one(4), dashboardKeys.info(), tenantKeys.one(2), userKeys.list({})];
    const staleAfterChangeTo = async (topic: Topic) => {
      for (const key of keys) client.setQueryData(key, { cached: true });
      await invalidateAfter(client, topic);
      return keys.map((key) => client.getQueryState(key)?.isInvalidated);
    };
    expect(await staleAfterChangeTo('messages')).toEqual([true, true, true, false, false]);
    expect((await staleAfterChangeTo('payments')).slice(0, 1)).toEqual([true]);
    // A reminder sent by hand on wa.me is in the log too.
    expect((await staleAfterChangeTo('reminders')).slice(0, 1)).toEqual([true]);
  });

  it('the timeline follows its rooms, its stays and what they owe (bills, payments); a user or an expense does not reach it', async () => {
    const client = new QueryClient();
    const key = timelineKeys.range({ propertyId: 1, from: '2026-12-01', to: '2026-12-07' });
    const staleAfterChangeTo = async (topic: Topic) => {
      client.setQueryData(key, { cached: true });
      await invalidateAfter(client, topic);
      return client.getQueryState(key)?.isInvalidated;
    };
    for (const topic of ['rooms', 'bookings', 'tenants', 'bills', 'payments', 'properties'] as const)
      expect(await staleAfterChangeTo(topic), topic).toBe(true);
    for (const topic of ['users', 'expenses', 'backups'] as const)
      expect(await staleAfterChangeTo(topic), topic).toBe(false);
  });

  it('the month’s numbers follow every record they add up and the report settings; a user or a backup does not reach them', async () => {
    const client = new QueryClient();
    const keys = [reportKeys.monthly({ year: 2026, month: 11 }), reportKeys.trend({ from: '2025-12', to: '2026-11' })];
    const staleAfterChangeTo = async (topic: Topic) => {
      for (const key of keys) client.setQueryData(key, { cached: true });
      await invalidateAfter(client, topic);
      return keys.every((key) => client.getQueryState(key)?.isInvalidated);
    };
    const reaching: Topic[] = [
      'payments',
      'bookings',
      'bills',
      'onlinePayments',
      'meterReadings',
      'expenses',
      'expenseCategories',
      'chargeTypes',
      'rooms',
      'roomTypes',
      'properties',
      'tenants',
      'settings',
    ];
    for (const topic of reaching) expect(await staleAfterChangeTo(topic), topic).toBe(true);
    for (const topic of ['users', 'backups', 'audit', 'shareLinks'] as const) {
      expect(await staleAfterChangeTo(topic), topic).toBe(false);
    }
    // The settings themselves are business settings: saving them refreshes their own screen too.
    client.setQueryData(reportKeys.settings(), { cached: true });
    await invalidateAfter(client, 'settings');
    expect(client.getQueryState(reportKeys.settings())?.isInvalidated).toBe(true);
  });

  it('a meter reading reaches the bills and the dashboard; a stay or a room moved reaches the round', async () => {
    const client = new QueryClient();
    const round = meterReadingKeys.round({ propertyId: 1, chargeTypeId: 1, readingDate: '2027-03-10' });
    const keys = [round, meterReadingKeys.list({}), billKeys.list({}), dashboardKeys.info(), tenantKeys.one(2)];
    const staleAfterChangeTo = async (topic: Topic) => {
      for (const key of keys) client.setQueryData(key, { cached: true });
      await invalidateAfter(client, topic);
      return keys.map((key) => client.getQueryState(key)?.isInvalidated);
    };
    expect(await staleAfterChangeTo('meterReadings')).toEqual([true, true, true, true, false]);
    expect((await staleAfterChangeTo('bookings')).slice(0, 2)).toEqual([true, true]);
    expect((await staleAfterChangeTo('chargeTypes')).slice(0, 2)).toEqual([true, true]);
  });

  it('a claim approved (a payment) or rejected refreshes the queue, its count in the menu and the dashboard; never its photo', async () => {
    expect(await staleAfter('paymentClaims')).toEqual(['dashboard', 'claims', 'claim', 'claimsWaiting']);
    const approved = await staleAfter('payments');
    expect(approved).toEqual(expect.arrayContaining(['claims', 'claim', 'claimsWaiting', 'dashboard', 'bookingBills']));
    expect(approved).not.toContain('claimPhoto');
    // A tenant page link made or ended is a share link: the audit, nothing of the money.
    expect(await staleAfter('shareLinks')).toEqual([]);
  });

  it('an online payment settled by hand refreshes its lists, the menu’s count and the dashboard; never whether online payment is on', async () => {
    expect(await staleAfter('onlinePayments')).toEqual(['dashboard', 'checkouts', 'anomalies', 'toCheck']);
    // A payment (a checkout paid, or recorded by hand for the money) shows on the checkouts and their receipts.
    expect(await staleAfter('payments')).toEqual(expect.arrayContaining(['checkouts', 'anomalies', 'toCheck']));
    for (const topic of ['payments', 'onlinePayments', 'settings', 'businessProfile'] as const)
      expect(await staleAfter(topic)).not.toContain('onlineStatus');
  });

  it('a tenant or meter photo is never stale: its address names one photo forever', async () => {
    expect(await staleAfter('tenants')).not.toContain('tenantPhoto');
    // A meter photo kept refreshes the round and the list (meterReadings), never a photo already shown.
    expect(await staleAfter('meterReadings')).not.toContain('meterPhoto');
  });
});
