import {
  agreementCalls,
  allCalls,
  authCalls,
  billCalls,
  bookingCalls,
  businessProfileCalls,
  cardVendorCalls,
  chargeTypeCalls,
  DEFAULT_REMINDER_RULES,
  DEFAULT_REPORT_SETTINGS,
  depositCalls,
  documentCalls,
  employeeCalls,
  expenseCalls,
  expenseCategoryCalls,
  inspectionCalls,
  isReadCall,
  maintenanceRequestCalls,
  messagingCalls,
  meterReadingCalls,
  paymentCalls,
  paymentClaimCalls,
  paymentGatewayCalls,
  propertyCalls,
  reminderCalls,
  reportCalls,
  roomCalls,
  roomTypeCalls,
  settingCalls,
  stayChargeCalls,
  tenantCalls,
  tenantLinkCalls,
  userCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCountDifferences, auditMark, entriesSince } from '../../../test/audit.js';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { book, bookingInput, roomId as roomIdOf } from '../../../test/factories/bookings.js';
import { makeBooking, makeEmployee, makeTenant } from '../../../test/factories/money.js';
import { type FakeWhatsapp, startFakeWhatsapp } from '../../../test/fakes/whatsapp-cloud.js';
import { encodeMultipart } from '../../../test/multipart.js';
import { TEST_ADMIN } from '../../../test/test-constants.js';
import { tenantKit } from '../tenants/tenants.test-kit.js';

/**
 * The audit cannot be skipped: every table of business records has the trigger, every secret
 * column is hidden, every call that writes names its caller, and no statement edits the trail.
 */
let t: TestApp;
let whatsapp: FakeWhatsapp;
beforeAll(async () => {
  whatsapp = await startFakeWhatsapp();
  t = await createTestApp({ config: { whatsappApiUrl: whatsapp.url } });
});
afterAll(async () => {
  await t.close();
  await whatsapp.close();
});

/**
 * Tables that hold no business record: the trail itself, kept sums and counts (derived from the
 * audited tables in the same statement, so the trail of those rows already says what moved them),
 * sign-in bookkeeping.
 */
const NOT_AUDITED = [
  'arrears_days',
  'audit_counts',
  // The reports' kept figures: what each payment paid of each bill line, their monthly sums, the
  // months' closings (reports/README.md).
  'bill_due_totals',
  'bill_income_parts',
  'deposit_settled_totals',
  'expense_category_totals',
  'income_totals',
  'month_closings',
  'audit_property_counts',
  'audit_log',
  'bill_totals',
  'booking_counts',
  'booking_day_counts',
  // Receipt number counters: each number taken shows in its payment's own entry.
  'document_numbers',
  'expense_day_totals',
  // The answers of calls sent with an Idempotency-Key: the record each made is audited itself.
  'idempotent_calls',
  'login_throttle',
  'sign_in_failures',
  'money_grand_totals',
  // Each message's own history is its row (queued, sent, delivered, read or failed, with their
  // times): the log screen. Delivery statuses arrive by the hundred from a webhook.
  'outgoing_messages',
  'money_totals',
  'payment_counts',
  'payment_day_counts',
  'payment_month_counts',
  'revoked_tokens',
  'stay_arrears',
  'tenant_bill_totals',
  'tenant_counts',
  'tenant_order_counts',
  'tenant_payment_totals',
];

describe('audit coverage', () => {
  it('has the audit trigger on every table that holds business records', async () => {
    const r = await t.db.execute<{ table: string; audited: boolean }>(sql`
      select c.relname as table,
             (select bit_or(g.tgtype & (4 + 8 + 16)) from pg_trigger g join pg_proc p on p.oid = g.tgfoid
              where g.tgrelid = c.oid and p.proname in ('audit_rows', 'audit_setting')
                and g.tgenabled = 'O') is not distinct from 4 + 8 + 16 as audited
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      order by 1`);
    const missing = r.rows.filter((row) => !row.audited && !NOT_AUDITED.includes(row.table)).map((row) => row.table);
    expect(missing).toEqual([]);
    expect(r.rows.length).toBeGreaterThan(NOT_AUDITED.length + 10);
  });

  it('never writes a password or a photo: such columns are hidden by their table’s trigger', async () => {
    const r = await t.db.execute<{ table: string; column: string; hidden: boolean }>(sql`
      select c.relname as table, a.attname as column,
             exists (select 1 from pg_trigger g join pg_proc p on p.oid = g.tgfoid
                     where g.tgrelid = c.oid and p.proname = 'audit_rows'
                       and position(('\\000' || a.attname || '\\000')::bytea in g.tgargs) > 0) as hidden
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and (a.atttypid = 'bytea'::regtype or a.attname like '%password%' or a.attname like '%secret%')
        and c.relname <> all (array[${sql.join(
          NOT_AUDITED.map((n) => sql`${n}`),
          sql`, `,
        )}])`);
    expect(r.rows.map((row) => `${row.table}.${row.column}`).sort()).toEqual([
      'agreement_signatures.image',
      'agreements.pdf',
      'business_logos.content',
      'inspection_photos.content',
      'maintenance_request_photos.content',
      'message_channels.app_secret',
      'message_channels.smtp_password',
      'meter_reading_photos.content',
      'payment_claims.photo',
      'tenant_photos.content',
      'users.password_hash',
    ]);
    expect(r.rows.filter((row) => !row.hidden)).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the trail, whoever asks', async () => {
    const before = await auditMark(t);
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set username = 'someone' where audit_id = ${before}`,
      sql`delete from audit_log where audit_id = ${before}`,
      sql`truncate audit_log`,
    ]) {
      await expect(t.db.execute(statement)).rejects.toMatchObject({ cause: { code: '42501' } });
    }
    const r = await t.db.execute<{ n: number; who: string }>(
      sql`select count(*)::int as n, max(username) as who from audit_log where audit_id = ${before}`,
    );
    expect(r.rows[0]).toMatchObject({ n: 1 });
    expect(r.rows[0]?.who).not.toBe('someone');
  });
});

type Scenario = () => Promise<{ statusCode: number }>;

/** One successful use of every call that may write, as an administrator would make it. */
function scenarios(): Record<string, Scenario> {
  const a = t.adminToken;
  // The WhatsApp channel on, through the local fake (nothing reaches Meta).
  const whatsappOn = () =>
    t.call(
      messagingCalls.updateWhatsapp,
      {
        enabled: true,
        phoneNumberId: whatsapp.phoneNumberId,
        dueTemplateId: 'tagihan_jatuh_tempo',
        accessToken: whatsapp.accessToken,
        appSecret: whatsapp.appSecret,
        verifyToken: whatsapp.verifyToken,
      },
      a,
    );
  const tenants = tenantKit(t);
  const paymentInput = async () => ({
    bookingId: (await makeBooking(t.db)).bookingId,
    paymentDate: '2026-11-24',
    paymentType: 1,
    paymentPeriodeMonth: 11,
    paymentPeriodeYear: 2026,
    amount: 1_000_000,
    remark: '',
  });
  const payment = async () => {
    const input = await paymentInput();
    return { ...input, paymentId: (await t.call(paymentCalls.create, input, a)).body.data.paymentId };
  };
  const expense = { expenseDate: '2026-11-24', expenseCategory: 1, amount: 50_000, remark: 'air' };
  const expenseId = async () => (await t.call(expenseCalls.create, expense, a)).body.data.expenseId;
  const prices = { priceDaily: 1, priceWeekly: 2, priceMonthly: 3, priceYearly: 4 };
  const name = () => `AUDIT ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const roomType = async () => (await t.call(roomTypeCalls.create, { roomTypeName: name(), ...prices }, a)).body.data;
  const vendor = async () => (await t.call(cardVendorCalls.create, { cardVendorName: name() }, a)).body.data;
  const chargeType = async () =>
    (await t.call(chargeTypeCalls.create, { chargeTypeName: name(), chargeKind: 2, unitPrice: 50_000 }, a)).body.data;
  const category = async () =>
    (await t.call(expenseCategoryCalls.create, { expenseCategoryName: name() }, a)).body.data;
  const monthly = async () => {
    const { expenseId } = (await t.call(expenseCalls.create, { ...expense, repeatMonthly: true }, a)).body.data;
    return (await t.call(expenseCalls.getById, { expenseId }, a)).body.data.recurringExpenseId as number;
  };
  const property = async () => (await t.call(propertyCalls.create, { propertyName: name() }, a)).body.data;
  const employee = async () => (await t.call(employeeCalls.create, { employeeName: name(), salary: 0 }, a)).body.data;
  const room = async () =>
    (await t.call(roomCalls.create, { roomNumber: `A${Math.floor(Math.random() * 1e6)}`, roomTypeId: 1 }, a)).body.data;
  const stay = (roomNumber: string, checkInDate: string) => book(t, roomNumber, { checkInDate });
  const claimOf = async (bookingId: number) => {
    const made = await t.db.execute<{ id: number }>(sql`
      with link as (insert into tenant_links (booking_id, create_by) values (${bookingId}, 'test') returning tenant_link_id)
      insert into payment_claims (booking_id, bill_id, tenant_link_id, amount, paid_date, photo_type, photo, photo_bytes)
      select ${bookingId}, (select min(bill_id) from bills where booking_id = ${bookingId}), tenant_link_id, 1000,
             '2026-11-24', 'image/png', '\\x89504e47'::bytea, 4 from link
      returning payment_claim_id as id`);
    return made.rows[0]?.id as number;
  };
  const inspection = async () =>
    t.call(inspectionCalls.create, { bookingId: (await makeBooking(t.db)).bookingId, inspectionKind: 1 }, a);
  const addInspectionPhoto = async () => {
    const { inspectionId } = (await inspection()).body.data;
    const item = (await t.call(inspectionCalls.getById, { inspectionId }, a)).body.data.items[0];
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777777' } })
      .png()
      .toBuffer();
    const { payload, contentType } = await encodeMultipart({
      inspectionItemId: item?.inspectionItemId ?? 0,
      photo: { content: png, filename: 'lamp.png', type: 'image/png' },
    });
    const headers = { 'content-type': contentType, authorization: `Bearer ${a}` };
    return t.app.inject({ method: 'POST', url: inspectionCalls.addPhoto.path, headers, payload });
  };
  const typeNamed = async (name: string) =>
    Number(
      (
        await t.db.execute<{ id: number }>(
          sql`select charge_type_id as id from charge_types where charge_type_name = ${name}`,
        )
      ).rows[0]?.id,
    );
  const repair = async (roomNumber: string) =>
    t.call(
      maintenanceRequestCalls.create,
      { roomNumberId: await roomIdOf(t.db, roomNumber), description: 'Lampu kamar mati' },
      a,
    );
  // The first reading of an empty room's meter.
  const reading = async (roomNumber: string) =>
    t.call(
      meterReadingCalls.create,
      {
        roomId: await roomIdOf(t.db, roomNumber),
        chargeTypeId: await typeNamed('Listrik'),
        readingDate: '2026-01-31',
        reading: 100,
      },
      a,
    );
  const charge = async (roomNumber: string) =>
    t.call(
      stayChargeCalls.create,
      {
        bookingId: await stay(roomNumber, '2031-01-01'),
        chargeTypeId: await typeNamed('Parkir Motor'),
        quantity: 1,
        startDate: '2031-01-01',
        remark: '',
      },
      a,
    );
  const firstBill = async (roomNumber: string) => {
    const bookingId = await stay(roomNumber, '2020-01-01');
    const r = await t.db.execute<{ billId: number }>(
      sql`select bill_id as "billId" from bills where booking_id = ${bookingId} order by period_start limit 1`,
    );
    return r.rows[0]?.billId ?? 0;
  };
  return {
    [authCalls.logout.path]: async () =>
      t.call(authCalls.logout, {}, await t.login(TEST_ADMIN.username, TEST_ADMIN.password)),
    [userCalls.create.path]: () =>
      t.call(
        userCalls.create,
        { username: `a${Date.now()}`, firstName: 'A', lastName: 'B', password: 'password-1', isAdmin: false },
        a,
      ),
    [userCalls.update.path]: async () => {
      const u = await t.createUser();
      return t.call(userCalls.update, { ...u, firstName: 'Changed', password: '' }, a);
    },
    [userCalls.delete.path]: async () =>
      t.call(userCalls.delete, { userId: (await t.createUser()).userId, status: 1 }, a),
    [paymentCalls.create.path]: async () => t.call(paymentCalls.create, await paymentInput(), a),
    [paymentCalls.update.path]: async () => t.call(paymentCalls.update, { ...(await payment()), amount: 2 }, a),
    [paymentCalls.delete.path]: async () =>
      t.call(paymentCalls.delete, { paymentId: (await payment()).paymentId, status: 1 }, a),
    [depositCalls.create.path]: async () =>
      t.call(depositCalls.create, { paymentId: (await payment()).paymentId, depositStatus: 2, amount: 0 }, a),
    [expenseCalls.create.path]: () => t.call(expenseCalls.create, expense, a),
    [expenseCalls.update.path]: async () =>
      t.call(expenseCalls.update, { ...expense, expenseId: await expenseId(), amount: 60_000 }, a),
    [expenseCalls.delete.path]: async () => t.call(expenseCalls.delete, { expenseId: await expenseId(), status: 1 }, a),
    [expenseCalls.stopRepeating.path]: async () =>
      t.call(expenseCalls.stopRepeating, { recurringExpenseId: await monthly() }, a),
    [expenseCategoryCalls.create.path]: () => t.call(expenseCategoryCalls.create, { expenseCategoryName: name() }, a),
    [expenseCategoryCalls.update.path]: async () =>
      t.call(expenseCategoryCalls.update, { ...(await category()), expenseCategoryName: name() }, a),
    [expenseCategoryCalls.delete.path]: async () =>
      t.call(expenseCategoryCalls.delete, { ...(await category()), status: 1 }, a),
    [expenseCategoryCalls.remove.path]: async () => t.call(expenseCategoryCalls.remove, await category(), a),
    [roomTypeCalls.create.path]: () => t.call(roomTypeCalls.create, { roomTypeName: name(), ...prices }, a),
    [roomTypeCalls.update.path]: async () =>
      t.call(roomTypeCalls.update, { ...(await roomType()), roomTypeName: name(), ...prices }, a),
    [roomTypeCalls.delete.path]: async () => t.call(roomTypeCalls.delete, { ...(await roomType()), status: 1 }, a),
    [cardVendorCalls.create.path]: () => t.call(cardVendorCalls.create, { cardVendorName: name() }, a),
    [cardVendorCalls.update.path]: async () =>
      t.call(cardVendorCalls.update, { ...(await vendor()), cardVendorName: name() }, a),
    [cardVendorCalls.delete.path]: async () => t.call(cardVendorCalls.delete, { ...(await vendor()), status: 1 }, a),
    [chargeTypeCalls.create.path]: () =>
      t.call(chargeTypeCalls.create, { chargeTypeName: name(), chargeKind: 3, unitName: 'kg', unitPrice: 7_000 }, a),
    [chargeTypeCalls.update.path]: async () =>
      t.call(
        chargeTypeCalls.update,
        { ...(await chargeType()), chargeTypeName: name(), chargeKind: 2, unitPrice: 1 },
        a,
      ),
    [chargeTypeCalls.delete.path]: async () =>
      t.call(chargeTypeCalls.delete, { ...(await chargeType()), status: 1 }, a),
    [propertyCalls.create.path]: () => t.call(propertyCalls.create, { propertyName: name() }, a),
    [propertyCalls.update.path]: async () =>
      t.call(propertyCalls.update, { ...(await property()), propertyName: name() }, a),
    [propertyCalls.delete.path]: async () => t.call(propertyCalls.delete, { ...(await property()), status: 1 }, a),
    [employeeCalls.create.path]: () => t.call(employeeCalls.create, { employeeName: name(), salary: 0 }, a),
    [employeeCalls.update.path]: async () =>
      t.call(employeeCalls.update, { ...(await employee()), employeeName: name(), salary: 0 }, a),
    [employeeCalls.delete.path]: async () => t.call(employeeCalls.delete, { ...(await employee()), status: 1 }, a),
    [roomCalls.create.path]: () => t.call(roomCalls.create, { roomNumber: `B${Date.now() % 1e8}`, roomTypeId: 1 }, a),
    [roomCalls.update.path]: async () => t.call(roomCalls.update, { ...(await room()), roomTypeId: 2 }, a),
    [roomCalls.delete.path]: async () => t.call(roomCalls.delete, { ...(await room()), status: 1 }, a),
    [bookingCalls.create.path]: async () =>
      t.call(bookingCalls.create, await bookingInput(t, '201', { checkInDate: '2031-01-01' }), a),
    [bookingCalls.update.path]: async () => {
      const input = await bookingInput(t, '202', { checkInDate: '2031-01-01' });
      const bookingId = (await t.call(bookingCalls.create, input, a)).body.data.bookingId;
      return t.call(bookingCalls.update, { ...input, bookingId, remark: 'LATE' }, a);
    },
    [bookingCalls.delete.path]: async () =>
      t.call(bookingCalls.delete, { bookingId: await stay('203', '2031-01-01'), status: 1 }, a),
    [bookingCalls.checkIn.path]: async () =>
      t.call(bookingCalls.checkIn, { bookingId: await stay('204', '2020-01-01') }, a),
    [bookingCalls.completeBooking.path]: async () => {
      const bookingId = await stay('205', '2020-01-01');
      await t.call(bookingCalls.checkIn, { bookingId }, a);
      return t.call(bookingCalls.completeBooking, { bookingId }, a);
    },
    [bookingCalls.reactiveBooking.path]: async () => {
      const bookingId = await stay('206', '2020-01-01');
      await t.call(bookingCalls.checkIn, { bookingId }, a);
      await t.call(bookingCalls.completeBooking, { bookingId }, a);
      return t.call(bookingCalls.reactiveBooking, { bookingId }, a);
    },
    [bookingCalls.walkIn.path]: async () => {
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const { payload, contentType } = await encodeMultipart({
        tenantName: name(),
        roomNumberId: await roomIdOf(t.db, '211'),
        checkInDate: yesterday,
        bookingType: 3,
        depositAmount: 500_000,
      });
      const headers = { 'content-type': contentType, authorization: `Bearer ${a}` };
      return t.app.inject({ method: 'POST', url: bookingCalls.walkIn.path, headers, payload });
    },
    [bookingCalls.changeRent.path]: async () =>
      t.call(
        bookingCalls.changeRent,
        { bookingId: await stay('212', '2031-01-01'), rentAmount: 2_000_000, fromDate: '2031-02-01' },
        a,
      ),
    [meterReadingCalls.create.path]: async () => reading('301'),
    [maintenanceRequestCalls.create.path]: async () => repair('310'),
    [maintenanceRequestCalls.update.path]: async () => {
      const { maintenanceRequestId } = (await repair('310')).body.data;
      const r = (await t.call(maintenanceRequestCalls.getById, { maintenanceRequestId }, a)).body.data;
      return t.call(maintenanceRequestCalls.update, { ...r, requestStatus: 2 }, a);
    },
    [maintenanceRequestCalls.uploadPhoto.path]: async () => {
      const { maintenanceRequestId } = (await repair('310')).body.data;
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777777' } })
        .jpeg()
        .toBuffer();
      const { payload, contentType } = await encodeMultipart({
        maintenanceRequestId,
        photo: { content: jpeg, filename: 'lamp.jpg', type: 'image/jpeg' },
      });
      const headers = { 'content-type': contentType, authorization: `Bearer ${a}` };
      return t.app.inject({ method: 'POST', url: maintenanceRequestCalls.uploadPhoto.path, headers, payload });
    },
    [tenantLinkCalls.getTenantLink.path]: async () =>
      t.call(tenantLinkCalls.getTenantLink, { bookingId: await stay('309', '2031-01-01') }, a),
    [tenantLinkCalls.revokeTenantLink.path]: async () => {
      const bookingId = await stay('310', '2031-01-01');
      await t.call(tenantLinkCalls.getTenantLink, { bookingId }, a);
      return t.call(tenantLinkCalls.revokeTenantLink, { bookingId }, a);
    },
    // A stay's agreement made, then signed by its tenant on the admin's phone (the version's change is the call's last entry).
    [agreementCalls.create.path]: async () =>
      t.call(agreementCalls.create, { bookingId: await stay('308', '2031-01-01') }, a),
    [agreementCalls.sign.path]: async () => {
      const made = await t.call(agreementCalls.create, { bookingId: await stay('312', '2031-01-01') }, a);
      const pixels = Buffer.alloc(20 * 10 * 4);
      for (let x = 2; x < 18; x++) pixels.writeUInt32BE(0x000000ff, (5 * 20 + x) * 4);
      const png = await sharp(pixels, { raw: { width: 20, height: 10, channels: 4 } })
        .png()
        .toBuffer();
      const signature = `data:image/png;base64,${png.toString('base64')}`;
      return t.call(agreementCalls.sign, { agreementId: made.body.data.agreementId, signer: 2, signature }, a);
    },
    [agreementCalls.updateTemplate.path]: async () =>
      t.call(
        agreementCalls.updateTemplate,
        { ownerName: 'Budi', templateId: 'Sewa {{rent}}', templateEn: 'Rent {{rent}}' },
        a,
      ),
    // A claim as the stay's page sends it (its fixture rows are the server's; the decision is the caller's).
    [paymentClaimCalls.approve.path]: async () =>
      t.call(paymentClaimCalls.approve, { paymentClaimId: await claimOf(await stay('311', '2020-01-01')) }, a),
    [paymentClaimCalls.reject.path]: async () =>
      t.call(
        paymentClaimCalls.reject,
        { paymentClaimId: await claimOf(await stay('307', '2020-01-01')), reason: 'Belum masuk' },
        a,
      ),
    // Money a gateway reported and Kamar kept aside (its fixture rows are the server's), settled by hand.
    [paymentGatewayCalls.resolveAnomaly.path]: async () => {
      const made = await t.db.execute<{ id: number }>(sql`
        insert into gateway_anomalies (provider, provider_reference, reason, paid_amount, currency, payload)
        values ('xendit', ${`inv-${Math.random()}`}, 'unknownReference', 1000, 'IDR', '{}'::jsonb)
        returning anomaly_id as id`);
      return t.call(
        paymentGatewayCalls.resolveAnomaly,
        { anomalyId: made.rows[0]?.id as number, resolution: 'Dikembalikan' },
        a,
      );
    },
    [businessProfileCalls.updateBusinessQris.path]: async () => {
      const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#000000' } })
        .png()
        .toBuffer();
      const { payload, contentType } = await encodeMultipart({
        qris: { content: png, filename: 'qris.png', type: 'image/png' },
      });
      const headers = { 'content-type': contentType, authorization: `Bearer ${a}` };
      return t.app.inject({ method: 'POST', url: businessProfileCalls.updateBusinessQris.path, headers, payload });
    },
    [messagingCalls.updateWhatsapp.path]: whatsappOn,
    [messagingCalls.updateEmail.path]: async () =>
      t.call(
        messagingCalls.updateEmail,
        { enabled: false, host: 'smtp.example.com', port: 587, security: 1, user: '', password: '', fromAddress: '' },
        a,
      ),
    [messagingCalls.updateRules.path]: async () =>
      t.call(messagingCalls.updateRules, { ...DEFAULT_REMINDER_RULES, beforeDueDays: 2 }, a),
    [messagingCalls.sendTest.path]: async () => {
      await whatsappOn();
      return t.call(messagingCalls.sendTest, { channel: 2, to: '081234567890' }, a);
    },
    [messagingCalls.sendDueNow.path]: async () => t.call(messagingCalls.sendDueNow, {}, a),
    [reportCalls.updateSettings.path]: async () =>
      t.call(reportCalls.updateSettings, { ...DEFAULT_REPORT_SETTINGS, taxOn: true }, a),
    [meterReadingCalls.update.path]: async () => {
      const { meterReadingId } = (await reading('302')).body.data;
      return t.call(meterReadingCalls.update, { meterReadingId, reading: 120, remark: 'typo' }, a);
    },
    [meterReadingCalls.uploadPhoto.path]: async () => {
      const { meterReadingId } = (await reading('304')).body.data;
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777777' } })
        .jpeg()
        .toBuffer();
      const { payload, contentType } = await encodeMultipart({
        meterReadingId,
        photo: { content: jpeg, filename: 'meter.jpg', type: 'image/jpeg' },
      });
      const headers = { 'content-type': contentType, authorization: `Bearer ${a}` };
      return t.app.inject({ method: 'POST', url: meterReadingCalls.uploadPhoto.path, headers, payload });
    },
    [inspectionCalls.updateChecklist.path]: async () =>
      t.call(inspectionCalls.updateChecklist, { roomTypeId: 1, items: ['Bed', 'Lamp', 'Key'] }, a),
    [inspectionCalls.create.path]: async () =>
      t.call(inspectionCalls.create, { bookingId: (await makeBooking(t.db)).bookingId, inspectionKind: 1 }, a),
    [inspectionCalls.update.path]: async () => {
      const { inspectionId } = (await inspection()).body.data;
      const item = (await t.call(inspectionCalls.getById, { inspectionId }, a)).body.data.items[0];
      const items = [{ inspectionItemId: item?.inspectionItemId ?? 0, condition: 2, note: 'Cracked' }];
      return t.call(inspectionCalls.update, { inspectionId, items }, a);
    },
    [inspectionCalls.addPhoto.path]: async () => addInspectionPhoto(),
    [inspectionCalls.deletePhoto.path]: async () => {
      const { photoId } = (await addInspectionPhoto()).json().data;
      return t.call(inspectionCalls.deletePhoto, { photoId }, a);
    },
    // A damaged item of a checked-in stay's check-out inspection, the stay's deposit held.
    [inspectionCalls.createDeduction.path]: async () => {
      const { bookingId } = await payment();
      await t.db.execute(sql`update bookings set checked_in_at = now() where booking_id = ${bookingId}`);
      const { inspectionId } = (await t.call(inspectionCalls.create, { bookingId, inspectionKind: 2 }, a)).body.data;
      const item = (await t.call(inspectionCalls.getById, { inspectionId }, a)).body.data.items[0];
      const inspectionItemId = item?.inspectionItemId ?? 0;
      await t.call(inspectionCalls.update, { inspectionId, items: [{ inspectionItemId, condition: 2 }] }, a);
      return t.call(inspectionCalls.createDeduction, { inspectionItemId, amount: 50_000 }, a);
    },
    [meterReadingCalls.delete.path]: async () => {
      const { meterReadingId } = (await reading('303')).body.data;
      return t.call(meterReadingCalls.delete, { meterReadingId }, a);
    },
    [stayChargeCalls.create.path]: async () => charge('304'),
    [stayChargeCalls.update.path]: async () => {
      const { stayChargeId } = (await charge('305')).body.data;
      return t.call(stayChargeCalls.update, { stayChargeId, quantity: 2, startDate: '2031-01-01', remark: '' }, a);
    },
    [stayChargeCalls.delete.path]: async () => {
      const { stayChargeId } = (await charge('306')).body.data;
      return t.call(stayChargeCalls.delete, { stayChargeId }, a);
    },
    [bookingCalls.cancelBooking.path]: async () =>
      t.call(bookingCalls.cancelBooking, { bookingId: await stay('207', '2031-01-01') }, a),
    [tenantCalls.create.path]: () => tenants.create({ tenantName: name() }),
    [tenantCalls.update.path]: async () => {
      const { tenantId } = await makeTenant(t.db);
      return tenants.update({ tenantId, tenantName: name(), phone: '0812' });
    },
    [tenantCalls.delete.path]: async () =>
      t.call(tenantCalls.delete, { tenantId: (await makeTenant(t.db)).tenantId, status: 1 }, a),
    [businessProfileCalls.updateBusinessProfile.path]: async () => {
      const profile = (await t.call(businessProfileCalls.getBusinessProfile, {}, a)).body.data;
      return t.call(businessProfileCalls.updateBusinessProfile, { ...profile, businessName: name() }, a);
    },
    // A logo is two rows (the image, then the profile naming it); the last is the profile's.
    [businessProfileCalls.updateBusinessLogo.path]: async () => {
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();
      const { payload, contentType } = await encodeMultipart({
        logo: { content: png, filename: 'logo.png', type: 'image/png' },
      });
      const headers = { 'content-type': contentType, authorization: `Bearer ${a}` };
      return t.app.inject({ method: 'POST', url: businessProfileCalls.updateBusinessLogo.path, headers, payload });
    },
    // A property's logo is a logo row the property then names (Property/Update).
    [propertyCalls.uploadLogo.path]: async () => {
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#654321' } })
        .png()
        .toBuffer();
      const { payload, contentType } = await encodeMultipart({
        logo: { content: png, filename: 'logo.png', type: 'image/png' },
      });
      const headers = { 'content-type': contentType, authorization: `Bearer ${a}` };
      return t.app.inject({ method: 'POST', url: propertyCalls.uploadLogo.path, headers, payload });
    },
    // A property's QRIS image is a logo row the property then names (Property/Update).
    [propertyCalls.uploadQris.path]: async () => {
      const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#101010' } })
        .png()
        .toBuffer();
      const { payload, contentType } = await encodeMultipart({
        qris: { content: png, filename: 'qris.png', type: 'image/png' },
      });
      const headers = { 'content-type': contentType, authorization: `Bearer ${a}` };
      return t.app.inject({ method: 'POST', url: propertyCalls.uploadQris.path, headers, payload });
    },
    [documentCalls.paymentShareLink.path]: async () =>
      t.call(documentCalls.paymentShareLink, { paymentId: (await payment()).paymentId }, a),
    [documentCalls.depositReturnShareLink.path]: async () => {
      const { paymentId } = await payment();
      const returned = { paymentId, depositStatus: 1, amount: 1_000_000, returnDate: '2026-11-24' };
      await t.call(depositCalls.create, returned, a);
      return t.call(documentCalls.depositReturnShareLink, { paymentId }, a);
    },
    [documentCalls.revokeShareLink.path]: async () => {
      const { paymentId } = await payment();
      await t.call(documentCalls.paymentShareLink, { paymentId }, a);
      const links = await t.call(documentCalls.getShareLinks, { documentKind: 1, documentId: paymentId }, a);
      return t.call(documentCalls.revokeShareLink, { shareLinkId: links.body.data.listData[0]?.shareLinkId ?? 0 }, a);
    },
    [reminderCalls.record.path]: async () => t.call(reminderCalls.record, { billId: await firstBill('209') }, a),
    [documentCalls.billShareLink.path]: async () =>
      t.call(documentCalls.billShareLink, { billId: await firstBill('210') }, a),
    [billCalls.void.path]: async () => {
      const bookingId = await stay('208', '2020-01-01');
      const r = await t.db.execute<{ billId: number }>(
        sql`select bill_id as "billId" from bills where booking_id = ${bookingId} order by period_start limit 1`,
      );
      return t.call(billCalls.void, { billId: r.rows[0]?.billId ?? 0, reason: 'Waived at check-in' }, a);
    },
    [settingCalls.updateBusinessSettings.path]: async () => {
      const now = (await t.call(settingCalls.getBusinessSettings, {}, a)).body.data.LATE_FEE_GRACE_DAYS;
      return t.call(settingCalls.updateBusinessSettings, { LATE_FEE_GRACE_DAYS: now === 4 ? 5 : 4 }, a);
    },
  };
}

describe('every call that may write', () => {
  it('has a scenario here, so that a new one cannot go unchecked', () => {
    const writing = allCalls.filter((c) => c.access !== 'public' && !isReadCall(c.path)).map((c) => c.path);
    expect(Object.keys(scenarios()).sort()).toEqual(writing.sort());
  });

  it('writes its entries as its caller, from the caller’s address, never as the server', async () => {
    await makeEmployee(t.db);
    for (const [path, run] of Object.entries(scenarios())) {
      const mark = await auditMark(t);
      const res = await run();
      expect(res.statusCode, path).toBe(200);
      const entries = (await entriesSince(t, mark)).filter((e) => e.action !== 'signIn');
      // Set-up rows of fixtures (inserted straight into tables) are the server's; the call's own are the admin's.
      const own = entries.slice(-1);
      expect(own.length, path).toBe(1);
      expect(own[0], path).toMatchObject({ username: 'admin', address: '127.0.0.1', userId: 1 });
    }
  });
});

describe('the kept counts', () => {
  it('equal the entries counted again, per day, record kind, action and user', async () => {
    expect(await auditCountDifferences(t)).toBe(0);
    const total = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(total.rows[0]?.n).toBeGreaterThan(40);
  });
});
