import {
  billCalls,
  bookingCalls,
  businessProfileCalls,
  DEFAULT_REMINDER_RULES,
  DeliveryStatus,
  dashboardCalls,
  MessageChannel,
  MessageFailure,
  MessageKind,
  messagingCalls,
  propertyCalls,
  reminderCalls,
  tenantCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { billsOfStay, noonOn, pay } from '../../../test/factories/bills.js';
import { bookingInput, insertTenant } from '../../../test/factories/bookings.js';
import { type FakeWhatsapp, startFakeWhatsapp } from '../../../test/fakes/whatsapp-cloud.js';
import { runAs, scopedDatabase } from '../../db/actor-scope.js';
import { intArray } from '../../db/sql-helpers.js';
import { createServices } from '../../services.js';
import { MESSAGES_ACTOR } from './message-dispatch.js';
import { createEnqueuer } from './message-queue.js';
import { startMessageWork } from './message-work.js';

/**
 * Messages the server sends by itself (README.md), against a local fake of the WhatsApp Cloud
 * API and a local SMTP server: each rule once at its moment (the clock moved), quiet hours, opt-out
 * and paid bills, two senders on one database, a provider failing then answering, signed
 * webhooks applied forward only, the template's language falling back, the log of both kinds.
 */
let t: TestApp;
let fake: FakeWhatsapp;
let work: ReturnType<typeof workOf>;
const mails: { from: string; to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

function workOf(app: TestApp) {
  const services = createServices({
    db: scopedDatabase(app.db),
    clock: app.clock,
    businessTimezone: 'Asia/Jakarta',
    backup: { dir: app.backupDir, hour: null, keepDaily: 1, keepWeekly: 0 },
    whatsappApiUrl: fake.url,
    // A failed send goes again after a second here (30 s doubling in service).
    enqueue: createEnqueuer({ retryLimit: 3, retryDelay: 1, retryBackoff: false }),
    signToken: () => '',
  });
  return {
    services,
    plan: () => runAs(app.db, MESSAGES_ACTOR, () => services.messageDispatch.plan()),
    send: (messageId: number, final = false) =>
      runAs(app.db, MESSAGES_ACTOR, () => services.messageDispatch.sendOne(messageId, final)),
  };
}

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

const TEMPLATES = {
  upcomingTemplateId: 'tagihan_sebelum',
  upcomingTemplateEn: 'bill_upcoming',
  dueTemplateId: 'tagihan_jatuh_tempo',
  dueTemplateEn: 'bill_due',
  overdueTemplateId: 'tagihan_terlambat',
  overdueTemplateEn: 'bill_overdue',
  receiptTemplateId: 'kuitansi',
  receiptTemplateEn: 'receipt',
};

async function whatsappOn(templates: Partial<typeof TEMPLATES> = TEMPLATES) {
  ok(
    await t.call(
      messagingCalls.updateWhatsapp,
      {
        enabled: true,
        phoneNumberId: fake.phoneNumberId,
        ...Object.fromEntries(Object.keys(TEMPLATES).map((k) => [k, ''])),
        ...templates,
        accessToken: fake.accessToken,
        appSecret: fake.appSecret,
        verifyToken: fake.verifyToken,
      },
      t.adminToken,
    ),
  );
}

async function rules(change: Record<string, unknown> = {}) {
  ok(
    await t.call(messagingCalls.updateRules, { ...DEFAULT_REMINDER_RULES, receiptOn: false, ...change }, t.adminToken),
  );
}

/** The SMTP channel on (to the local server) or off. */
async function emailChannel(enabled: boolean) {
  ok(
    await t.call(
      messagingCalls.updateEmail,
      {
        enabled,
        host: '127.0.0.1',
        port: smtpPort,
        security: 3,
        user: '',
        password: '',
        fromAddress: 'kos@example.com',
      },
      t.adminToken,
    ),
  );
}

/** A monthly stay from `checkIn` for a tenant with this phone; its first bill. */
async function stay(room: string, checkIn: string, tenant: Record<string, unknown> = {}) {
  const { tenantId } = await insertTenant(t.db, {
    tenantName: 'BUDI SANTOSO',
    phone: '081234567001',
    ...tenant,
  });
  const input = await bookingInput(
    t,
    room,
    { checkInDate: checkIn },
    { tenantId, bookingType: 3, rentAmount: 1_500_000 },
  );
  const bookingId = ok(await t.call(bookingCalls.create, input, t.adminToken)).bookingId as number;
  const [bill] = await billsOfStay(t.db, bookingId);
  const due = await t.db.execute<{ dueDate: string }>(
    sql`select due_date::text as "dueDate" from bills where bill_id = ${bill?.billId}`,
  );
  return { bookingId, tenantId, billId: bill?.billId as number, dueDate: due.rows[0]?.dueDate as string };
}

type Row = { messageId: number; messageKind: number; deliveryStatus: number; billId: number | null; sendAfter: string };
async function messagesOf(billId: number): Promise<Row[]> {
  const r = await t.db.execute<Row>(sql`
    select message_id as "messageId", message_kind as "messageKind", delivery_status as "deliveryStatus",
           bill_id as "billId", to_char(send_after at time zone 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI') as "sendAfter"
    from outgoing_messages where bill_id = ${billId} order by message_id`);
  return r.rows;
}

/** Jakarta's wall clock at a day and hour (UTC+7). */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+07:00`);
const dayPlus = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  fake = await startFakeWhatsapp();
  t = await createTestApp({ config: { whatsappApiUrl: fake.url } });
  fake.webhookUrl = 'unused';
  work = workOf(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  t.clock.set(null);
});

describe('channels', () => {
  it('keep their secrets: never answered, kept when left empty, refused incomplete in words', async () => {
    const refused = await t.call(
      messagingCalls.updateWhatsapp,
      { enabled: true, phoneNumberId: '123', ...TEMPLATES, accessToken: '', appSecret: '', verifyToken: '' },
      t.adminToken,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('To send on WhatsApp, fill in Access Token');
    await whatsappOn();
    const saved = ok(
      await t.call(
        messagingCalls.updateWhatsapp,
        {
          enabled: true,
          phoneNumberId: fake.phoneNumberId,
          ...TEMPLATES,
          accessToken: '',
          appSecret: '',
          verifyToken: '',
        },
        t.adminToken,
      ),
    );
    expect(saved.whatsapp).toMatchObject({ accessTokenSet: true, appSecretSet: true, verifyTokenSet: true });
    expect(JSON.stringify(saved)).not.toContain(fake.accessToken);
    expect(JSON.stringify(saved)).not.toContain(fake.appSecret);
    const stored = await t.db.execute<{ token: string }>(sql`select access_token as token from message_channels`);
    expect(stored.rows[0]?.token).toBe(fake.accessToken);
    const audit = await t.db.execute<{ text: string }>(sql`select row_to_json(a)::text as text from audit_log a`);
    expect(audit.rows.map((r) => r.text).join('\n')).not.toContain(fake.accessToken);
    // Front desk may not see them at all.
    const desk = await t.createUser({ role: 3 });
    expect((await t.call(messagingCalls.getChannels, {}, desk.token)).statusCode).toBe(403);
  });

  it('send a test message and say what the provider answered, in words', async () => {
    await whatsappOn();
    const sent = ok(
      await t.call(
        messagingCalls.sendTest,
        { channel: MessageChannel.WhatsappApi, to: '0812 3456 7890' },
        t.adminToken,
      ),
    );
    expect(sent).toMatchObject({ deliveryStatus: DeliveryStatus.Sent, failureReason: '' });
    expect(fake.sent.at(-1)).toMatchObject({
      to: '6281234567890',
      template: { name: 'hello_world', language: { code: 'en_US' } },
    });
    expect(sent.providerAnswer).toBe(fake.sent.at(-1)?.id);
    fake.notOnWhatsapp.add('6281299990000');
    const failed = ok(
      await t.call(messagingCalls.sendTest, { channel: MessageChannel.WhatsappApi, to: '081299990000' }, t.adminToken),
    );
    expect(failed).toMatchObject({
      deliveryStatus: DeliveryStatus.Failed,
      failureReason: MessageFailure.NotOnWhatsapp,
    });
    expect(failed.providerAnswer).toContain('#131026');
    const email = await t.call(messagingCalls.sendTest, { channel: MessageChannel.Email, to: 'a@b.co' }, t.adminToken);
    expect(email.statusCode).toBe(409);
    expect(email.body.message).toBe('Turn on and save the channel before testing it');
  });
});

describe('the rules', () => {
  it('refuse a second reminder after the due date that is not later than the first, only when both are on', async () => {
    const same = { afterDueDays: 5, afterDueAgainDays: 5 };
    const refused = await t.call(messagingCalls.updateRules, { ...DEFAULT_REMINDER_RULES, ...same }, t.adminToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('The second reminder after the due date must come later than the first');
    const off = await t.call(
      messagingCalls.updateRules,
      { ...DEFAULT_REMINDER_RULES, ...same, afterDueAgainOn: false },
      t.adminToken,
    );
    expect(ok(off)).toMatchObject({ afterDueAgainOn: false, afterDueDays: 5, afterDueAgainDays: 5, propertyId: null });
    await rules();
  });

  it('send each rule once at its moment, in the tenant’s language, with the bill’s figures', async () => {
    await whatsappOn();
    await rules();
    t.clock.set(noonOn('2027-01-01'));
    const { billId, dueDate } = await stay('101', '2027-01-01');
    // Before the due date: nothing until its day.
    t.clock.set(at(dayPlus(dueDate, -4), 10));
    await work.plan();
    expect(await messagesOf(billId)).toEqual([]);
    const moments: [number, number][] = [
      [-3, MessageKind.BeforeDue],
      [0, MessageKind.OnDue],
      [3, MessageKind.AfterDue],
      [7, MessageKind.AfterDueAgain],
    ];
    for (const [days, kind] of moments) {
      t.clock.set(at(dayPlus(dueDate, days), 10));
      await work.plan();
      await work.plan();
      const rows = await messagesOf(billId);
      expect(rows.filter((r) => r.messageKind === kind)).toHaveLength(1);
      const row = rows.find((r) => r.messageKind === kind) as Row;
      expect(await work.send(row.messageId)).toBe('done');
      expect(await work.send(row.messageId)).toBe('done');
    }
    const sent = fake.sent.filter((s) => s.parameters.includes('101') && s.to === '6281234567001');
    expect(sent.map((s) => s.template.name)).toEqual([
      'tagihan_sebelum',
      'tagihan_jatuh_tempo',
      'tagihan_terlambat',
      'tagihan_terlambat',
    ]);
    expect(sent[0]?.template.language.code).toBe('id');
    const [name, room, total, due, link] = sent[0]?.parameters ?? [];
    expect([name, room, total]).toEqual(['Budi', '101', 'Rp 1.500.000']);
    expect(due).toMatch(/^\d{2} \w+ 2027$/);
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/s\//);
    // Once each: the plan run again later adds nothing.
    t.clock.set(at(dayPlus(dueDate, 8), 10));
    await work.plan();
    expect((await messagesOf(billId)).map((r) => r.deliveryStatus)).toEqual([2, 2, 2, 2]);
  });

  it('hold a message made in quiet hours until they end', async () => {
    await whatsappOn();
    await rules();
    t.clock.set(noonOn('2027-01-01'));
    const { billId, dueDate } = await stay('102', '2027-01-01', { phone: '081234567002' });
    t.clock.set(at(dueDate, 21));
    await work.plan();
    const [row] = await messagesOf(billId);
    expect(row).toMatchObject({ messageKind: MessageKind.OnDue, sendAfter: `${dayPlus(dueDate, 1)}T08:00` });
    const before = fake.sent.length;
    expect(await work.send(row?.messageId as number)).toBe('done');
    expect(fake.sent.length).toBe(before);
    t.clock.set(at(dayPlus(dueDate, 1), 8));
    await work.send(row?.messageId as number);
    expect(fake.sent.length).toBe(before + 1);
  });

  it('send nothing to a tenant who opted out, nor for a bill paid before its moment', async () => {
    await whatsappOn();
    await rules({ quietHoursOn: false });
    t.clock.set(noonOn('2027-01-01'));
    const out = await stay('103', '2027-01-01', { phone: '081234567003', reminderOptOut: true });
    const paid = await stay('104', '2027-01-01', { phone: '081234567004' });
    const later = await stay('105', '2027-01-01', { phone: '081234567005' });
    await pay(t, paid.bookingId, 1_500_000, { billId: paid.billId, paymentDate: '2027-01-01' });
    t.clock.set(at(later.dueDate, 10));
    await work.plan();
    expect(await messagesOf(out.billId)).toEqual([]);
    expect(await messagesOf(paid.billId)).toEqual([]);
    // Paid after it was queued, before it went: it is dropped, not sent.
    const [queued] = await messagesOf(later.billId);
    await pay(t, later.bookingId, 1_500_000, { billId: later.billId, paymentDate: later.dueDate });
    const before = fake.sent.length;
    await work.send(queued?.messageId as number);
    expect(fake.sent.length).toBe(before);
    expect(await messagesOf(later.billId)).toEqual([]);
  });

  it('fall back to the other language’s template when one is missing, and say so', async () => {
    await whatsappOn({ ...TEMPLATES, dueTemplateId: '' });
    await rules({ quietHoursOn: false });
    t.clock.set(noonOn('2027-01-01'));
    const { billId, dueDate } = await stay('106', '2027-01-01', { phone: '081234567006' });
    t.clock.set(at(dueDate, 10));
    await work.plan();
    const [row] = await messagesOf(billId);
    await work.send(row?.messageId as number);
    const sent = fake.sent.at(-1);
    expect(sent?.template).toMatchObject({ name: 'bill_due', language: { code: 'en' } });
    expect(sent?.parameters.slice(0, 3)).toEqual(['Budi', '106', 'Rp 1.500.000']);
    const log = ok(await t.call(messagingCalls.getLog, { billId }, t.adminToken));
    expect(log.listData[0]).toMatchObject({ languageFallback: true, language: 'en', templateName: 'bill_due' });
  });

  it('email a tenant who prefers it, the subject and body word for word', async () => {
    await emailChannel(true);
    const business = ok(await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).businessName;
    // The test email is in the language the owner reads the screen in.
    const unfolded = () => (mails.at(-1)?.raw ?? '').replace(/=\r\n/g, '').replace(/\r\n/g, ' ');
    const english = ok(
      await t.call(messagingCalls.sendTest, { channel: MessageChannel.Email, to: 'owner@example.com' }, t.adminToken),
    );
    expect(english).toMatchObject({ deliveryStatus: DeliveryStatus.Sent, failureReason: '' });
    expect(english.providerAnswer).toMatch(/^250 /);
    expect(unfolded()).toContain(`Subject: A test message from ${business}`);
    expect(unfolded()).toContain(
      `Hello, this is a test message from ${business}, sent through Kamar. If it reached you, reminders and receipts by email are ready to go.`,
    );
    const indonesian = await t.raw(
      messagingCalls.sendTest.path,
      JSON.stringify({ channel: MessageChannel.Email, to: 'owner@example.com' }),
      t.adminToken,
      { 'accept-language': 'id' },
    );
    expect(indonesian.statusCode).toBe(200);
    expect(unfolded()).toContain(`Subject: Pesan uji dari ${business}`);
    expect(unfolded()).toContain(
      `Halo, ini pesan uji dari ${business} lewat Kamar. Jika pesan ini sampai, pengingat dan kuitansi lewat email sudah siap dikirim.`,
    );
    // A number for email, an address for WhatsApp: refused in words, nothing sent.
    const before = mails.length;
    for (const [channel, to] of [
      [MessageChannel.Email, '081234567890'],
      [MessageChannel.WhatsappApi, 'owner@example.com'],
      [MessageChannel.WhatsappApi, '12'],
    ] as const) {
      const refused = await t.call(messagingCalls.sendTest, { channel, to }, t.adminToken);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(
        'Send the test to a WhatsApp number (08..., +62...) or, for email, an email address',
      );
    }
    expect(mails.length).toBe(before);
    await rules({ quietHoursOn: false });
    t.clock.set(noonOn('2027-01-01'));
    const { billId, dueDate } = await stay('107', '2027-01-01', {
      phone: '081234567007',
      email: 'budi@example.com',
      reminderChannel: 2,
    });
    t.clock.set(at(dueDate, 10));
    await work.plan();
    const [row] = await messagesOf(billId);
    expect(await work.send(row?.messageId as number)).toBe('done');
    const mail = mails.at(-1);
    expect(mail?.to).toEqual(['budi@example.com']);
    expect(mail?.raw).toContain('Subject: Tagihan sewa kamar 107: Rp 1.500.000');
    expect(mail?.raw).toContain('Halo Kak Budi, semoga sehat selalu.');
    const log = ok(await t.call(messagingCalls.getLog, { billId }, t.adminToken));
    expect(log.listData[0]).toMatchObject({
      channel: MessageChannel.Email,
      deliveryStatus: DeliveryStatus.Sent,
      recipient: 'budi@example.com',
    });
    await emailChannel(false);
  });
});

describe('receipts and English', () => {
  it('send a receipt after a payment, and an English tenant’s email in English word for word', async () => {
    await whatsappOn();
    await emailChannel(true);
    await rules({ quietHoursOn: false, receiptOn: true });
    t.clock.set(noonOn('2027-01-01'));
    const local = await stay('208', '2027-01-01', { phone: '081234567208' });
    const abroad = await stay('209', '2027-01-01', {
      tenantName: 'JOHN SMITH',
      phone: '+447700900123',
      country: 'UNITED KINGDOM',
      email: 'john@example.com',
      reminderChannel: 2,
    });
    const { paymentId } = await pay(t, local.bookingId, 1_500_000, { billId: local.billId, paymentDate: '2027-01-01' });
    await work.plan();
    const receipt = await t.db.execute<{ id: number }>(
      sql`select message_id as id from outgoing_messages where payment_id = ${paymentId} and message_kind = 5`,
    );
    expect(receipt.rows).toHaveLength(1);
    await work.send(receipt.rows[0]?.id as number);
    const sent = fake.sent.at(-1);
    expect(sent?.template).toMatchObject({ name: 'kuitansi', language: { code: 'id' } });
    expect(sent?.parameters.slice(0, 4)).toEqual(['Budi', 'Rp 1.500.000', '208', 'Januari 2027']);
    expect(sent?.parameters[4]).toMatch(/^http:\/\/localhost(:\d+)?\/s\//);
    // Planned again: the payment's receipt is not sent twice.
    await work.plan();
    const again = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from outgoing_messages where payment_id = ${paymentId}`,
    );
    expect(again.rows[0]?.n).toBe(1);
    // Its due date is today: the look that found the receipt queued its reminder too.
    t.clock.set(at(abroad.dueDate, 13));
    await work.plan();
    const [row] = await messagesOf(abroad.billId);
    expect(await work.send(row?.messageId as number)).toBe('done');
    const mail = mails.at(-1);
    expect(mail?.to).toEqual(['john@example.com']);
    expect(mail?.raw).toContain('Subject: Rent for room 209: Rp 1.500.000');
    expect(mail?.raw).toContain('Hello John, we hope you are well.');
    // The bill's detail and the dashboard show the last message.
    const bill = ok(await t.call(billCalls.getById, { billId: abroad.billId }, t.adminToken));
    expect(bill.lastMessage).toMatchObject({
      messageKind: MessageKind.OnDue,
      channel: MessageChannel.Email,
      deliveryStatus: DeliveryStatus.Sent,
      tenantName: 'JOHN SMITH',
    });
    const dashboard = ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken));
    expect(dashboard.lastMessage).toBeTruthy();
    expect(dashboard.messagesToday).toEqual(expect.objectContaining({ queued: expect.any(Number) }));
    await emailChannel(false);
  });
});

describe('the queue', () => {
  it('sends each message once with two servers on one database, and once after the provider failed', async () => {
    await whatsappOn();
    await rules({ quietHoursOn: false });
    t.clock.set(noonOn('2027-01-01'));
    const stays = [];
    for (const [i, room] of ['201', '202', '203', '204'].entries()) {
      stays.push(await stay(room, '2027-01-01', { phone: `08123456710${i}` }));
    }
    t.clock.set(null);
    // The bills fall due today for the real clock the queue's jobs run by.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
    await t.db.execute(
      sql`update bills set due_date = ${today} where bill_id = any(${intArray(stays.map((s) => s.billId))})`,
    );
    fake.failNext(1);
    const requestsBefore = fake.requests;
    const servers = [0, 1].map(() =>
      startMessageWork({
        connectionString: t.databaseUrl,
        rawDb: t.db,
        services: work.services,
        timeZone: 'Asia/Jakarta',
        log: { info: () => {}, error: () => {} } as never,
        pollingIntervalSeconds: 0.5,
        planCron: null,
      }),
    );
    await Promise.all(servers.map((s) => s.started));
    // Both look at once: one message per bill.
    await Promise.all([work.plan(), work.plan()]);
    const ids = stays.map((s) => s.billId);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const r = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from outgoing_messages where bill_id = any(${intArray(ids)}) and delivery_status = 2`,
      );
      if (r.rows[0]?.n === ids.length || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await Promise.all(servers.map((s) => s.stop()));
    const rows = await t.db.execute<{ billId: number; attempts: number; status: number }>(sql`
      select bill_id as "billId", attempts, delivery_status as status from outgoing_messages where bill_id = any(${intArray(ids)})`);
    expect(rows.rows.map((r) => r.status)).toEqual([2, 2, 2, 2]);
    expect(rows.rows.map((r) => r.attempts).sort()).toEqual([1, 1, 1, 2]);
    const sentTo = fake.sent
      .filter((s) => /^62812345671\d+$/.test(s.to) && s.to.startsWith('628123456710'))
      .map((s) => s.to);
    expect(sentTo.sort()).toEqual(['6281234567100', '6281234567101', '6281234567102', '6281234567103']);
    expect(fake.requests - requestsBefore).toBe(5);
  }, 40_000);
});

describe('a property’s own rules', () => {
  it('apply to its bills instead of the business’s, until it follows them again', async () => {
    await whatsappOn();
    await rules({ quietHoursOn: false });
    const [property] = ok(await t.call(propertyCalls.getList, { pageSize: 10, pageIndex: 0 }, t.adminToken)).listData;
    const propertyId = property?.propertyId as number;
    const own = ok(
      await t.call(
        messagingCalls.updateRules,
        { ...DEFAULT_REMINDER_RULES, propertyId, ownRules: true, beforeDueOn: false, quietHoursOn: false },
        t.adminToken,
      ),
    );
    expect(own).toMatchObject({ propertyId, ownRules: true, beforeDueOn: false });
    t.clock.set(noonOn('2027-01-01'));
    const { billId, dueDate } = await stay('211', '2027-01-01', { phone: '081234567211' });
    t.clock.set(at(dayPlus(dueDate, -2), 10));
    await work.plan();
    expect(await messagesOf(billId)).toEqual([]);
    const back = ok(
      await t.call(
        messagingCalls.updateRules,
        { ...DEFAULT_REMINDER_RULES, propertyId, ownRules: false },
        t.adminToken,
      ),
    );
    expect(back).toMatchObject({ propertyId, ownRules: false, beforeDueOn: true });
    await work.plan();
    expect((await messagesOf(billId)).map((r) => r.messageKind)).toEqual([MessageKind.BeforeDue]);
  });
});

describe('a server that stopped', () => {
  it('loses nothing: a send cut short leaves the message queued, and a message whose job was lost is queued again', async () => {
    await whatsappOn();
    await rules({ quietHoursOn: false });
    t.clock.set(noonOn('2027-01-01'));
    const { billId, dueDate } = await stay('210', '2027-01-01', { phone: '081234567210' });
    t.clock.set(at(dueDate, 10));
    await work.plan();
    const [row] = await messagesOf(billId);
    const id = row?.messageId as number;
    // The process dies while sending: its transaction never commits (here: rolled back).
    await expect(
      runAs(t.db, MESSAGES_ACTOR, () =>
        scopedDatabase(t.db).transaction(async () => {
          await work.services.messageDispatch.sendOne(id, false);
          throw new Error('the server stopped');
        }),
      ),
    ).rejects.toThrow('the server stopped');
    expect((await messagesOf(billId))[0]?.deliveryStatus).toBe(DeliveryStatus.Queued);
    // Its job lost too (the queue emptied by hand): an hour later the planner puts it on again.
    await t.db.execute(sql`delete from pgboss.job where singleton_key = ${String(id)}`);
    t.clock.set(at(dueDate, 12));
    await work.plan();
    const jobs = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where singleton_key = ${String(id)} and state = 'created'`,
    );
    expect(jobs.rows[0]?.n).toBe(1);
    expect(await work.send(id)).toBe('done');
    expect((await messagesOf(billId))[0]?.deliveryStatus).toBe(DeliveryStatus.Sent);
  });
});

describe('the webhook', () => {
  it('applies signed statuses forward only and refuses a bad signature, changing nothing', async () => {
    await whatsappOn();
    const sent = ok(
      await t.call(messagingCalls.sendTest, { channel: MessageChannel.WhatsappApi, to: '081234567999' }, t.adminToken),
    );
    const id = sent.providerAnswer;
    const post = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/WhatsApp/Webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
        payload: body,
      });
    const statusOf = async () =>
      (
        await t.db.execute<{ s: number }>(
          sql`select delivery_status as s from outgoing_messages where provider_message_id = ${id}`,
        )
      ).rows[0]?.s;
    const read = fake.statusBody(id, 'read');
    expect((await post(read)).statusCode).toBe(401);
    expect((await post(read, fake.sign(`${read} `))).statusCode).toBe(401);
    expect(await statusOf()).toBe(DeliveryStatus.Sent);
    expect((await post(read, fake.sign(read))).statusCode).toBe(200);
    expect(await statusOf()).toBe(DeliveryStatus.Read);
    const delivered = fake.statusBody(id, 'delivered');
    expect((await post(delivered, fake.sign(delivered))).statusCode).toBe(200);
    expect((await post(read, fake.sign(read))).statusCode).toBe(200);
    expect(await statusOf()).toBe(DeliveryStatus.Read);
    // The handshake answers the challenge for our verify token only.
    const hub = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/WhatsApp/Webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    expect((await hub(fake.verifyToken)).body).toBe('1158201444');
    expect((await hub('wrong')).statusCode).toBe(403);
  });
});

describe('the log', () => {
  it('shows the server’s messages and the reminders sent by hand, and the bill’s last one', async () => {
    t.clock.set(noonOn('2027-01-01'));
    const { billId, tenantId } = await stay('205', '2027-01-01', { phone: '081234567205' });
    ok(await t.call(reminderCalls.record, { billId }, t.adminToken));
    const log = ok(await t.call(messagingCalls.getLog, { tenantId }, t.adminToken));
    expect(log.listData[0]).toMatchObject({
      messageKind: MessageKind.ByHand,
      channel: MessageChannel.WhatsappLink,
      deliveryStatus: DeliveryStatus.Sent,
      sentBy: 'admin',
    });
    const tenant = ok(await t.call(tenantCalls.getById, { tenantId }, t.adminToken));
    expect(tenant).toMatchObject({ email: '', reminderChannel: 1, reminderOptOut: false });
  });
});
