import {
  agreementCalls,
  allCalls,
  allExports,
  bookingCalls,
  chargeTypeCalls,
  depositCalls,
  documentCalls,
  employeeCalls,
  expenseCalls,
  inspectionCalls,
  maintenanceRequestCalls,
  meterReadingCalls,
  oneStayMoneyCalls,
  paths,
  paymentCalls,
  permissionOf,
  propertyCalls,
  Role,
  reminderCalls,
  roleMay,
  roomCalls,
  roomTypeCalls,
  stayChargeCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.js';
import { exportFile } from '../../test/exports.js';
import { insertTenant } from '../../test/factories/bookings.js';
import { encodeMultipart, type FilePart } from '../../test/multipart.js';

/**
 * Another property's records, to staff: every call of the contract walked as a Manager and as a
 * Front desk user of the first property (A), against a second property (B) made here with one of
 * everything. A call that names one of B's records answers exactly what it answers for an id that
 * names nothing (404, or a create's invalid choice): never 200, never a 403 only B's ids get,
 * never 500, and B's rows stay as they were. Every list, lookup and export, asked as is and for
 * B by name, shows none of B's rows (their ids, their names: every name of B says BETA). The
 * authorization test walks the same calls for who may make them; this one for where.
 *
 * A call added to the contract fails the first test until it is walked here or set aside with
 * the reason it takes no record of a property.
 */

/** What every name of B carries: no record of A says it. */
const MARK = 'BETA';
/** An id no table reaches. */
const GHOST = 2_000_000_000;

/** Calls that take no record of a property, and why. */
const NOT_OF_A_PROPERTY: Record<string, string> = {
  [paths.auth.login]: 'public; signs in',
  [paths.auth.checkAuth]: 'the caller only',
  [paths.auth.logout]: 'the caller only',
  [paths.user.create]: 'users are the owner’s (users.manage)',
  [paths.user.update]: 'users are the owner’s (users.manage)',
  [paths.user.delete]: 'users are the owner’s (users.manage)',
  [paths.user.getById]: 'staff read only themselves (authorization.test.ts)',
  [paths.user.getList]: 'users are the owner’s (users.manage)',
  [paths.user.checkIsAdmin]: 'staff ask only of themselves (authorization.test.ts)',
  [paths.cardVendor.create]: 'card vendors are the business’s, of no property',
  [paths.cardVendor.update]: 'card vendors are the business’s, of no property',
  [paths.cardVendor.delete]: 'card vendors are the business’s, of no property',
  [paths.cardVendor.getById]: 'card vendors are the business’s, of no property',
  [paths.cardVendor.getList]: 'card vendors are the business’s, of no property',
  [paths.expenseCategory.create]: 'expense categories are the business’s',
  [paths.expenseCategory.update]: 'expense categories are the business’s',
  [paths.expenseCategory.delete]: 'expense categories are the business’s',
  [paths.expenseCategory.remove]: 'expense categories are the business’s',
  [paths.expenseCategory.getById]: 'expense categories are the business’s',
  [paths.expenseCategory.getList]: 'expense categories are the business’s',
  [paths.property.create]: 'the owner’s (settings.manage)',
  [paths.property.update]: 'the owner’s (settings.manage)',
  [paths.property.delete]: 'the owner’s (settings.manage)',
  [paths.property.uploadLogo]: 'the owner’s (settings.manage)',
  [paths.property.uploadQris]: 'the owner’s (settings.manage)',
  [paths.tenant.create]: 'names no record: the tenant is the caller’s default property’s',
  [paths.backup.getLatest]: 'the owner’s (backups.manage)',
  [paths.backup.create]: 'the owner’s (backups.manage)',
  [paths.setting.getBusinessSettings]: 'the business’s settings',
  [paths.setting.updateBusinessSettings]: 'the owner’s (settings.manage)',
  [paths.setting.getBusinessProfile]: 'the business’s profile',
  [paths.setting.getBusinessName]: 'public; the business’s name',
  [paths.setting.updateBusinessProfile]: 'the owner’s (settings.manage)',
  [paths.setting.updateBusinessLogo]: 'the owner’s (settings.manage)',
  [paths.setting.updateBusinessQris]: 'the owner’s (settings.manage)',
  [paths.tenantPage.get]: 'public; the signed token of a stay’s page is the tenant’s key, not an id',
  [paths.tenantPage.submitClaim]: 'public; the signed token of a stay’s page is the tenant’s key, not an id',
  [paths.tenantPage.submitMaintenanceRequest]:
    'public; the signed token of a stay’s page is the tenant’s key, not an id',
  [paths.tenantPage.createCheckout]: 'public; the signed token of a stay’s page is the tenant’s key, not an id',
  [paths.paymentGateway.getStatus]: 'the business’s gateway: whether one is configured',
  [paths.messageChannel.get]: 'the owner’s (settings.manage)',
  [paths.messageChannel.updateWhatsapp]: 'the owner’s (settings.manage)',
  [paths.messageChannel.updateEmail]: 'the owner’s (settings.manage)',
  [paths.messageChannel.sendTest]: 'the owner’s (settings.manage)',
  [paths.reminder.updateRules]: 'the owner’s (settings.manage)',
  [paths.reminder.sendDueNow]: 'the owner’s (settings.manage): the planner, over every property',
  [paths.document.getShared]: 'public; the signed token of a share link is the tenant’s key, not an id',
  [paths.audit.getList]: 'the owner’s (audit.read)',
  [paths.report.getSettings]: 'the business’s tax settings and journal accounts',
  [paths.agreement.getTemplate]: 'the business’s agreement template (settings.manage)',
  [paths.agreement.updateTemplate]: 'the owner’s (settings.manage)',
  [paths.tenantPage.signAgreement]: 'public; the signed token of a stay’s page is the tenant’s key, not an id',
  [paths.report.updateSettings]: 'the owner’s (settings.manage)',
  [exportCallPath('CardVendor')]: 'card vendors are the business’s, of no property',
  [exportCallPath('ExpenseCategory')]: 'expense categories are the business’s',
  [exportCallPath('User')]: 'users are the owner’s (users.manage)',
  [exportCallPath('Audit')]: 'the owner’s (audit.read)',
};

function exportCallPath(module: string): string {
  const found = allExports.find((e) => e.path === `/api/${module}/Export`);
  if (!found) throw new Error(`no export of ${module}`);
  return found.path;
}

interface OfB {
  propertyId: number;
  roomTypeId: number;
  chargeTypeId: number;
  roomId: number;
  tenantId: number;
  bookingId: number;
  billId: number;
  paymentId: number;
  depositId: number;
  employeeId: number;
  expenseId: number;
  recurringExpenseId: number;
  shareLinkId: number;
  photoId: number;
  meterReadingId: number;
  meterPhotoId: number;
  paymentClaimId: number;
  anomalyId: number;
  stayChargeId: number;
  agreementId: number;
  inspectionId: number;
  inspectionItemId: number;
  inspectionPhotoId: number;
  maintenanceRequestId: number;
  maintenancePhotoId: number;
}
/** A's own records the cross-property writes start from. */
interface OfA {
  tenantId: number;
  bookingId: number;
  roomId: number;
  roomTypeId: number;
  paymentId: number;
}

let t: TestApp;
let b: OfB;
let parkirId = 0;
/** Parking by motorbike: a type of every property (the defaults). */
const parkirMotor = () => parkirId;
let a: OfA;
const staffOfA: { role: Role; name: string; token: string }[] = [];

const prices = { priceDaily: 100_000, priceWeekly: 500_000, priceMonthly: 1_500_000, priceYearly: 15_000_000 };
const stayOf = (tenantId: number, roomNumberId: number) => ({
  tenantId,
  roomNumberId,
  bookingDate: '2026-11-01',
  checkInDate: '2026-11-01',
  checkOutDate: '',
  bookingStatus: '1',
  bookingType: 3,
  remark: `INAP ${MARK}`,
});
const paymentOf = (bookingId: number, paymentType: number) => ({
  bookingId,
  paymentDate: '2026-11-02',
  paymentType,
  paymentPeriodeMonth: 11,
  paymentPeriodeYear: 2026,
  amount: 1_500_000,
  remark: `BAYAR ${MARK}`,
});
const expenseOf = (propertyId: number | null, employeeId?: number) => ({
  expenseDate: '2026-11-03',
  expenseCategory: employeeId ? 2 : 1,
  ...(employeeId ? { employeeId } : {}),
  amount: 10_000,
  remark: `BIAYA ${MARK}`,
  propertyId,
});

async function ok<T>(pending: Promise<{ statusCode: number; body: { data: T } }>): Promise<T> {
  const res = await pending;
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = t.adminToken;
  parkirId = Number(
    (
      await t.db.execute<{ id: number }>(
        sql`select charge_type_id as id from charge_types where charge_type_name = 'Parkir Motor'`,
      )
    ).rows[0]?.id,
  );
  const propertyId = (await ok(t.call(propertyCalls.create, { propertyName: `KOS ${MARK}`, city: MARK }, owner)))
    .propertyId;
  const roomTypeId = (
    await ok(t.call(roomTypeCalls.create, { roomTypeName: `TIPE ${MARK}`, ...prices, propertyId }, owner))
  ).roomTypeId;
  const roomId = (await ok(t.call(roomCalls.create, { roomNumber: '9B01', roomTypeId }, owner))).roomId;
  const { chargeTypeId } = await ok(
    t.call(
      chargeTypeCalls.create,
      { chargeTypeName: `Token ${MARK}`, chargeKind: 1, unitName: 'kWh', unitPrice: 1_700, propertyId },
      owner,
    ),
  );
  const photo = await t.db.execute<{ id: number }>(sql`
    insert into tenant_photos (content_type, content, byte_size, width, height, create_by)
    values ('image/png', '\\x89504e47'::bytea, 4, 1, 1, 'test') returning photo_id as id`);
  const photoId = photo.rows[0]?.id ?? 0;
  const { tenantId } = await insertTenant(t.db, { propertyId, tenantName: `PENYEWA ${MARK}`, photoId });
  const { bookingId } = await ok(t.call(bookingCalls.create, stayOf(tenantId, roomId), owner));
  await ok(
    t.call(bookingCalls.checkIn, { bookingId, meterReadings: [{ chargeTypeId, reading: 1000, remark: MARK }] }, owner),
  );
  // B's stay's check-out inspection, its first item damaged, with a photo.
  const { inspectionId } = await ok(t.call(inspectionCalls.create, { bookingId, inspectionKind: 2 }, owner));
  const inspectionItemId = (await ok(t.call(inspectionCalls.getById, { inspectionId }, owner))).items[0]
    ?.inspectionItemId as number;
  const damaged = [{ inspectionItemId, condition: 2, note: MARK }];
  await ok(t.call(inspectionCalls.update, { inspectionId, items: damaged }, owner));
  const inspectionPhoto = await t.db.execute<{ id: number }>(sql`
    insert into inspection_photos (inspection_item_id, property_id, content_type, content, byte_size, width, height, update_by)
    values (${inspectionItemId}, ${propertyId}, 'image/png', '\\x89504e47'::bytea, 4, 1, 1, 'test') returning photo_id as id`);
  const inspectionPhotoId = inspectionPhoto.rows[0]?.id ?? 0;
  const meterReadingId = (await ok(t.call(meterReadingCalls.getList, { roomId, chargeTypeId, pageSize: 1 }, owner)))
    .listData[0]?.meterReadingId as number;
  const meterPhoto = await t.db.execute<{ id: number }>(sql`
    insert into meter_reading_photos (meter_reading_id, property_id, content_type, content, byte_size, width, height, create_by)
    values (${meterReadingId}, ${propertyId}, 'image/png', '\\x89504e47'::bytea, 4, 1, 1, 'test') returning photo_id as id`);
  const meterPhotoId = meterPhoto.rows[0]?.id ?? 0;
  // A claim sent from the stay's page (its bill is the stay's first).
  const claim = await t.db.execute<{ id: number }>(sql`
    with link as (insert into tenant_links (booking_id, create_by) values (${bookingId}, 'test') returning tenant_link_id)
    insert into payment_claims (booking_id, bill_id, tenant_link_id, amount, paid_date, note, photo_type, photo, photo_bytes)
    select ${bookingId}, (select min(bill_id) from bills where booking_id = ${bookingId}), tenant_link_id, 1000,
           '2026-11-01', ${MARK}, 'image/png', '\\x89504e47'::bytea, 4 from link
    returning payment_claim_id as id`);
  const paymentClaimId = claim.rows[0]?.id ?? 0;
  // A repair of B's room for the stay, with a photo.
  const { maintenanceRequestId } = await ok(
    t.call(maintenanceRequestCalls.create, { roomNumberId: roomId, bookingId, description: `Lampu ${MARK}` }, owner),
  );
  const repairPhoto = await t.db.execute<{ id: number }>(sql`
    insert into maintenance_request_photos (maintenance_request_id, property_id, content_type, content, byte_size, width, height, create_by)
    values (${maintenanceRequestId}, ${propertyId}, 'image/png', '\\x89504e47'::bytea, 4, 1, 1, 'test') returning photo_id as id`);
  const maintenancePhotoId = repairPhoto.rows[0]?.id ?? 0;
  // An online checkout of B's stay, paid for another amount (an anomaly of B's).
  const anomaly = await t.db.execute<{ id: number }>(sql`
    with c as (
      insert into gateway_checkouts (provider, external_id, provider_reference, booking_id, bill_id, amount, checkout_url,
        expires_at, checkout_status)
      select 'xendit', ${`kamar-${MARK}`}, ${`inv-${MARK}`}, ${bookingId}, min(bill_id), 1000, 'http://127.0.0.1/pay/x',
             now() + interval '1 day', 4 from bills where booking_id = ${bookingId}
      returning checkout_id)
    insert into gateway_anomalies (provider, provider_reference, reason, checkout_id, paid_amount, currency, payload)
    select 'xendit', ${`inv-${MARK}`}, 'amountDiffers', checkout_id, 900, 'IDR', '{}'::jsonb from c
    returning anomaly_id as id`);
  const anomalyId = anomaly.rows[0]?.id ?? 0;
  // A message the server sent about B's bill, and a reminder sent by hand (the message log's rows).
  await t.db.execute(sql`
    insert into outgoing_messages (message_kind, channel, booking_id, bill_id, tenant_id, recipient, language,
      send_after, delivery_status, failure_detail, create_by)
    select 2, 2, ${bookingId}, min(bill_id), (select tenant_id from bookings where booking_id = ${bookingId}),
           '6281200000000', 'id', now(), 2, ${MARK}, 'test' from bills where booking_id = ${bookingId}`);
  await t.db.execute(sql`
    insert into reminders (booking_id, bill_id, sent_by)
    select ${bookingId}, min(bill_id), 'test' from bills where booking_id = ${bookingId}`);
  const { stayChargeId } = await ok(
    t.call(
      stayChargeCalls.create,
      { bookingId, chargeTypeId: parkirMotor(), quantity: 1, startDate: '2026-11-01', remark: MARK },
      owner,
    ),
  );
  const { paymentId } = await ok(t.call(paymentCalls.create, paymentOf(bookingId, 2), owner));
  // B's stay's agreement, signed by its tenant (a signature image of B's to ask for).
  signature = await drawnSignature();
  const { agreementId } = await ok(t.call(agreementCalls.create, { bookingId }, owner));
  await ok(t.call(agreementCalls.sign, { agreementId, signer: 2, signature }, owner));
  const depositId = (await ok(t.call(paymentCalls.create, paymentOf(bookingId, 1), owner))).paymentId;
  const returned = { paymentId: depositId, depositStatus: 1, amount: 1_500_000, returnDate: '2026-11-24' };
  await ok(t.call(depositCalls.create, returned, owner));
  const bill = await t.db.execute<{ id: number }>(
    sql`select bill_id as id from bills where booking_id = ${bookingId} order by period_start limit 1`,
  );
  const billId = bill.rows[0]?.id ?? 0;
  await ok(t.call(documentCalls.paymentShareLink, { paymentId }, owner));
  await ok(t.call(documentCalls.billShareLink, { billId }, owner));
  await ok(t.call(reminderCalls.record, { billId }, owner));
  const links = await ok(t.call(documentCalls.getShareLinks, { documentKind: 1, documentId: paymentId }, owner));
  const shareLinkId = links.listData[0]?.shareLinkId ?? 0;
  const { employeeId } = await ok(
    t.call(employeeCalls.create, { employeeName: `PEGAWAI ${MARK}`, salary: 0, propertyId }, owner),
  );
  const { expenseId } = await ok(t.call(expenseCalls.create, expenseOf(propertyId, employeeId), owner));
  const repeating = await ok(t.call(expenseCalls.create, { ...expenseOf(propertyId), repeatMonthly: true }, owner));
  const recurringExpenseId = (await ok(t.call(expenseCalls.getById, { expenseId: repeating.expenseId }, owner)))
    .recurringExpenseId as number;
  b = {
    propertyId,
    roomTypeId,
    chargeTypeId,
    roomId,
    tenantId,
    bookingId,
    billId,
    paymentId,
    depositId,
    employeeId,
    expenseId,
    recurringExpenseId,
    shareLinkId,
    photoId,
    meterReadingId,
    meterPhotoId,
    paymentClaimId,
    anomalyId,
    stayChargeId,
    agreementId,
    inspectionId,
    inspectionItemId,
    inspectionPhotoId,
    maintenanceRequestId,
    maintenancePhotoId,
  };

  // A's own: a stay of room 101 with its payment, to point at B's records from.
  const ofA = await insertTenant(t.db, { propertyId: 1 });
  const rooms = await ok(t.call(roomCalls.getList, { roomNumber: '101', propertyId: 1, pageSize: 10 }, owner));
  const room = rooms.listData.find((r) => r.roomNumber === '101');
  if (!room) throw new Error('no room 101 in the first property');
  const booking = await ok(t.call(bookingCalls.create, { ...stayOf(ofA.tenantId, room.roomId), remark: '' }, owner));
  const payment = await ok(t.call(paymentCalls.create, { ...paymentOf(booking.bookingId, 2), remark: '' }, owner));
  a = {
    tenantId: ofA.tenantId,
    bookingId: booking.bookingId,
    roomId: room.roomId,
    roomTypeId: room.roomTypeId,
    paymentId: payment.paymentId,
  };

  const [manager, frontDesk] = await Promise.all([
    t.createUser({ role: Role.Manager, propertyIds: [1] }),
    t.createUser({ role: Role.FrontDesk, propertyIds: [1] }),
  ]);
  staffOfA.push(
    { role: Role.Manager, name: 'Manager', token: manager.token },
    { role: Role.FrontDesk, name: 'Front desk', token: frontDesk.token },
  );
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
/** A 1 x 1 PNG: a real image, so that an upload naming B's record reaches the record. */
const TINY_PNG: FilePart = {
  content: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  filename: 'meter.png',
  type: 'image/png',
};
/** A call naming one of B's records: the body naming it, and the same body naming nothing. */
interface Naming {
  of: Body;
  ghost: Body;
}
/** A drawn stroke, as a signing pad sends it (a blank one is refused before any record is read). */
let signature = '';
async function drawnSignature() {
  const pixels = Buffer.alloc(20 * 10 * 4);
  for (let x = 2; x < 18; x++) pixels.writeUInt32BE(0x000000ff, (5 * 20 + x) * 4);
  const png = await sharp(pixels, { raw: { width: 20, height: 10, channels: 4 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const naming = (make: (ids: OfB) => Body, ghostIds?: Partial<Record<keyof OfB, number>>): Naming => {
  const everyGhost = Object.fromEntries(Object.keys(b).map((k) => [k, GHOST])) as unknown as OfB;
  return { of: make(b), ghost: make({ ...b, ...everyGhost, ...ghostIds }) };
};

/** Every call that takes an id of a record of a property: each way it can name one of B's. */
function namingCalls(): Record<string, Naming[]> {
  const billOf = (ids: OfB) => ({ billId: ids.billId });
  const paymentIdOf = (ids: OfB) => ({ paymentId: ids.paymentId });
  const depositOf = (ids: OfB) => ({ paymentId: ids.depositId });
  const bookingOf = (ids: OfB) => ({ bookingId: ids.bookingId });
  const page = { pageSize: 100, pageIndex: 0 };
  return {
    [paths.property.getById]: [naming((ids) => ({ propertyId: ids.propertyId }))],
    // B's register: its residents, arrivals, departures and foreign guests.
    [paths.report.getResidentRegister]: [naming((ids) => ({ propertyId: ids.propertyId }))],
    [paths.roomType.create]: [naming((ids) => ({ roomTypeName: 'SELIP', ...prices, propertyId: ids.propertyId }))],
    [paths.roomType.update]: [
      naming((ids) => ({ roomTypeId: ids.roomTypeId, roomTypeName: 'MURAH', ...prices, priceMonthly: 1 })),
    ],
    [paths.roomType.delete]: [naming((ids) => ({ roomTypeId: ids.roomTypeId, status: 1 }))],
    [paths.chargeType.create]: [
      naming((ids) => ({ chargeTypeName: 'Selip', chargeKind: 2, unitPrice: 1, propertyId: ids.propertyId })),
    ],
    [paths.chargeType.update]: [
      naming((ids) => ({ chargeTypeId: ids.chargeTypeId, chargeTypeName: 'Murah', chargeKind: 2, unitPrice: 1 })),
    ],
    [paths.chargeType.delete]: [naming((ids) => ({ chargeTypeId: ids.chargeTypeId, status: 1 }))],
    [paths.chargeType.getById]: [naming((ids) => ({ chargeTypeId: ids.chargeTypeId }))],
    [paths.roomType.getById]: [naming((ids) => ({ roomTypeId: ids.roomTypeId }))],
    [paths.room.create]: [
      naming((ids) => ({ roomNumber: '9X01', roomTypeId: ids.roomTypeId })),
      naming((ids) => ({ roomNumber: '9X02', roomTypeId: a.roomTypeId, propertyId: ids.propertyId })),
    ],
    [paths.room.update]: [
      naming((ids) => ({ roomId: ids.roomId, roomNumber: '9X03', roomTypeId: ids.roomTypeId })),
      // A's room moved to B's room type.
      naming((ids) => ({ roomId: a.roomId, roomNumber: '101', roomTypeId: ids.roomTypeId })),
    ],
    [paths.room.delete]: [naming((ids) => ({ roomId: ids.roomId, status: 1 }))],
    [paths.room.getById]: [naming((ids) => ({ roomId: ids.roomId }))],
    [paths.employee.create]: [naming((ids) => ({ employeeName: 'SELIP', salary: 0, propertyId: ids.propertyId }))],
    [paths.employee.update]: [naming((ids) => ({ employeeId: ids.employeeId, employeeName: 'SELIP', salary: 1 }))],
    [paths.employee.delete]: [naming((ids) => ({ employeeId: ids.employeeId, status: 1 }))],
    [paths.employee.getById]: [naming((ids) => ({ employeeId: ids.employeeId }))],
    [paths.expense.create]: [
      naming((ids) => ({ ...expenseOf(ids.propertyId), remark: '' })),
      naming((ids) => ({ ...expenseOf(1, ids.employeeId), remark: '' })),
    ],
    [paths.expense.update]: [
      naming((ids) => ({ expenseId: ids.expenseId, ...expenseOf(null), amount: 1 })),
      naming((ids) => ({ expenseId: ids.expenseId, ...expenseOf(1), amount: 1 })),
    ],
    [paths.expense.delete]: [naming((ids) => ({ expenseId: ids.expenseId, status: 1 }))],
    [paths.expense.getById]: [naming((ids) => ({ expenseId: ids.expenseId }))],
    [paths.expense.stopRepeating]: [naming((ids) => ({ recurringExpenseId: ids.recurringExpenseId }))],
    [paths.tenant.update]: [naming((ids) => ({ tenantId: ids.tenantId, tenantName: 'SELIP', phone: '0812' }))],
    [paths.tenant.delete]: [naming((ids) => ({ tenantId: ids.tenantId, status: 1 }))],
    [paths.tenant.getById]: [naming((ids) => ({ tenantId: ids.tenantId }))],
    [paths.booking.create]: [
      naming((ids) => ({ ...stayOf(ids.tenantId, a.roomId), checkInDate: '2032-01-01', bookingDate: '2032-01-01' })),
      naming((ids) => ({ ...stayOf(a.tenantId, ids.roomId), checkInDate: '2032-01-01', bookingDate: '2032-01-01' })),
    ],
    [paths.booking.update]: [
      naming((ids) => ({ ...stayOf(ids.tenantId, ids.roomId), bookingId: ids.bookingId, rentAmount: 1 })),
      naming((ids) => ({ ...stayOf(a.tenantId, ids.roomId), bookingId: a.bookingId })),
      naming((ids) => ({ ...stayOf(ids.tenantId, a.roomId), bookingId: a.bookingId })),
    ],
    [paths.booking.delete]: [naming((ids) => ({ bookingId: ids.bookingId, status: 1 }))],
    [paths.booking.getById]: [naming(bookingOf)],
    [paths.booking.checkIn]: [
      naming(bookingOf),
      // A's stay read with B's meter type.
      naming((ids) => ({ bookingId: a.bookingId, meterReadings: [{ chargeTypeId: ids.chargeTypeId, reading: 1 }] })),
    ],
    [paths.booking.completeBooking]: [naming(bookingOf)],
    [paths.booking.changeRent]: [
      naming((ids) => ({ bookingId: ids.bookingId, rentAmount: 1, fromDate: '2026-12-01' })),
    ],
    // B's stays are of November 2026.
    [paths.booking.getTimeline]: [
      naming((ids) => ({ propertyId: ids.propertyId, from: '2026-11-01', to: '2026-11-30' })),
    ],
    [paths.meterReading.getRound]: [
      naming((ids) => ({ propertyId: ids.propertyId, chargeTypeId: ids.chargeTypeId, readingDate: '2026-11-20' })),
      naming((ids) => ({ propertyId: 1, chargeTypeId: ids.chargeTypeId, readingDate: '2026-11-20' })),
    ],
    [paths.meterReading.create]: [
      naming((ids) => ({ roomId: ids.roomId, chargeTypeId: ids.chargeTypeId, readingDate: '2026-11-20', reading: 5 })),
      naming((ids) => ({ roomId: a.roomId, chargeTypeId: ids.chargeTypeId, readingDate: '2026-11-20', reading: 5 })),
    ],
    [paths.meterReading.update]: [naming((ids) => ({ meterReadingId: ids.meterReadingId, reading: 1 }))],
    [paths.meterReading.delete]: [naming((ids) => ({ meterReadingId: ids.meterReadingId }))],
    [paths.meterReading.getById]: [naming((ids) => ({ meterReadingId: ids.meterReadingId }))],
    [paths.booking.getTenantLink]: [naming(bookingOf)],
    [paths.booking.revokeTenantLink]: [naming(bookingOf)],
    [paths.paymentGateway.resolveAnomaly]: [naming((ids) => ({ anomalyId: ids.anomalyId, resolution: 'Dicek' }))],
    [paths.paymentClaim.getById]: [naming((ids) => ({ paymentClaimId: ids.paymentClaimId }))],
    [paths.reminder.getRules]: [naming((ids) => ({ propertyId: ids.propertyId }))],
    [paths.paymentClaim.approve]: [naming((ids) => ({ paymentClaimId: ids.paymentClaimId }))],
    [paths.paymentClaim.reject]: [naming((ids) => ({ paymentClaimId: ids.paymentClaimId, reason: 'Tidak masuk' }))],
    [paths.meterReading.uploadPhoto]: [naming((ids) => ({ meterReadingId: ids.meterReadingId, photo: TINY_PNG }))],
    [paths.maintenanceRequest.create]: [
      naming((ids) => ({ roomNumberId: ids.roomId, description: 'Bocor' })),
      naming((ids) => ({ roomNumberId: a.roomId, bookingId: ids.bookingId, description: 'Bocor' })),
    ],
    [paths.maintenanceRequest.update]: [
      naming((ids) => ({
        maintenanceRequestId: ids.maintenanceRequestId,
        description: 'Bocor',
        priority: 4,
        requestStatus: 2,
        outOfService: true,
      })),
    ],
    [paths.maintenanceRequest.getById]: [naming((ids) => ({ maintenanceRequestId: ids.maintenanceRequestId }))],
    [paths.maintenanceRequest.uploadPhoto]: [
      naming((ids) => ({ maintenanceRequestId: ids.maintenanceRequestId, photo: TINY_PNG })),
    ],
    [paths.stayCharge.create]: [
      naming((ids) => ({
        bookingId: ids.bookingId,
        chargeTypeId: parkirMotor(),
        quantity: 1,
        startDate: '2026-11-20',
      })),
      naming((ids) => ({
        bookingId: a.bookingId,
        chargeTypeId: ids.chargeTypeId,
        quantity: 1,
        startDate: '2026-11-20',
      })),
    ],
    [paths.stayCharge.update]: [
      naming((ids) => ({ stayChargeId: ids.stayChargeId, quantity: 2, startDate: '2026-11-01', remark: '' })),
    ],
    [paths.stayCharge.delete]: [naming((ids) => ({ stayChargeId: ids.stayChargeId }))],
    [paths.stayCharge.getById]: [naming((ids) => ({ stayChargeId: ids.stayChargeId }))],
    [paths.stayCharge.getList]: [naming(bookingOf)],
    [paths.booking.reactiveBooking]: [naming(bookingOf)],
    [paths.booking.cancelBooking]: [naming(bookingOf)],
    [paths.booking.walkIn]: [
      naming((ids) => ({ tenantId: ids.tenantId, roomNumberId: a.roomId, checkInDate: '2032-01-01', bookingType: 3 })),
      naming((ids) => ({ tenantName: 'SELIP', roomNumberId: ids.roomId, checkInDate: '2032-01-01', bookingType: 3 })),
    ],
    [paths.payment.create]: [
      naming((ids) => paymentOf(ids.bookingId, 2)),
      naming((ids) => ({ ...paymentOf(a.bookingId, 2), billId: ids.billId })),
    ],
    [paths.payment.update]: [
      naming((ids) => ({ ...paymentOf(ids.bookingId, 2), paymentId: ids.paymentId, amount: 1 })),
      naming((ids) => ({ ...paymentOf(ids.bookingId, 2), paymentId: a.paymentId })),
    ],
    [paths.payment.delete]: [naming((ids) => ({ paymentId: ids.paymentId, status: 1 }))],
    [paths.payment.getById]: [naming(paymentIdOf)],
    [paths.payment.getPaymentByBookingId]: [naming((ids) => ({ ...bookingOf(ids), ...page }))],
    [paths.payment.getPaymentByTenantId]: [naming((ids) => ({ tenantId: ids.tenantId, ...page }))],
    [paths.depositReturned.create]: [
      naming((ids) => ({ paymentId: ids.depositId, depositStatus: 2, amount: 0, returnDate: '2026-11-20' })),
    ],
    [paths.depositReturned.getById]: [naming(depositOf)],
    [paths.bill.getById]: [naming(billOf)],
    [paths.bill.getByBookingId]: [naming((ids) => ({ ...bookingOf(ids), ...page }))],
    [paths.bill.void]: [naming((ids) => ({ ...billOf(ids), reason: 'Dihapus' }))],
    [paths.document.getPaymentReceipt]: [naming(paymentIdOf)],
    [paths.document.getDepositReturnReceipt]: [naming(depositOf)],
    [paths.document.paymentShareLink]: [naming(paymentIdOf)],
    [paths.document.depositReturnShareLink]: [naming(depositOf)],
    [paths.document.getBillDocument]: [naming(billOf)],
    [paths.document.billShareLink]: [naming(billOf)],
    [paths.document.getShareLinks]: [
      naming((ids) => ({ documentKind: 1, documentId: ids.paymentId })),
      naming((ids) => ({ documentKind: 3, documentId: ids.billId })),
    ],
    [paths.document.revokeShareLink]: [naming((ids) => ({ shareLinkId: ids.shareLinkId }))],
    [paths.reminder.record]: [naming(billOf)],
    [paths.agreement.create]: [naming(bookingOf)],
    [paths.agreement.getList]: [naming(bookingOf)],
    [paths.agreement.getById]: [naming((ids) => ({ agreementId: ids.agreementId }))],
    [paths.agreement.sign]: [
      naming((ids) => ({ agreementId: ids.agreementId, signer: 1, signature })),
      naming((ids) => ({ agreementId: ids.agreementId, signer: 2, signature })),
    ],
    [paths.inspection.getChecklist]: [naming((ids) => ({ roomTypeId: ids.roomTypeId }))],
    [paths.inspection.updateChecklist]: [naming((ids) => ({ roomTypeId: ids.roomTypeId, items: ['Selip'] }))],
    [paths.inspection.create]: [naming((ids) => ({ bookingId: ids.bookingId, inspectionKind: 1 }))],
    [paths.inspection.update]: [
      naming((ids) => ({
        inspectionId: ids.inspectionId,
        items: [{ inspectionItemId: ids.inspectionItemId, condition: 1 }],
        completed: true,
      })),
    ],
    [paths.inspection.getById]: [naming((ids) => ({ inspectionId: ids.inspectionId }))],
    [paths.inspection.addPhoto]: [naming((ids) => ({ inspectionItemId: ids.inspectionItemId, photo: TINY_PNG }))],
    [paths.inspection.deletePhoto]: [naming((ids) => ({ photoId: ids.inspectionPhotoId }))],
    [paths.inspection.createDeduction]: [naming((ids) => ({ inspectionItemId: ids.inspectionItemId, amount: 1 }))],
  };
}

/** Every list, lookup and export: the bodies it is asked with (B by name among them). */
function listCalls(): Record<string, Body[]> {
  const big = { pageSize: 1000, pageIndex: 0 };
  const asked = (...more: Body[]) => [
    big,
    { ...big, propertyId: b.propertyId },
    ...more.map((m) => ({ ...big, ...m })),
  ];
  const exported = (...more: Body[]) => asked(...more).map((body) => ({ ...body, format: 'csv' }));
  return {
    [paths.dashboard.getDashboardInfo]: [{}, { propertyId: b.propertyId }],
    [paths.floorPlan.getFloorPlan]: [{}, { propertyId: b.propertyId }],
    [paths.property.getList]: asked({ propertyName: MARK }),
    [paths.roomType.getList]: asked({ roomTypeName: MARK }),
    [paths.chargeType.getList]: asked({ chargeTypeName: MARK }),
    [paths.meterReading.getList]: asked(
      { roomId: b.roomId },
      { chargeTypeId: b.chargeTypeId },
      { bookingId: b.bookingId },
    ),
    [paths.maintenanceRequest.getList]: asked(
      { roomNumberId: b.roomId },
      { bookingId: b.bookingId },
      { openOnly: true },
    ),
    [paths.room.getList]: asked({ roomTypeId: b.roomTypeId }, { roomNumber: '9B01' }),
    [paths.employee.getList]: asked({ employeeName: MARK }),
    [paths.expense.getList]: asked(),
    [paths.tenant.getList]: asked({ tenantName: MARK }),
    [paths.booking.getList]: asked({ tenantId: b.tenantId }, { tenantName: MARK }),
    [paths.booking.getTenantList]: asked({ tenantName: MARK }),
    [paths.booking.getAvailableRoom]: [
      { checkInDate: '2032-01-01' },
      { checkInDate: '2032-01-01', propertyId: b.propertyId },
    ],
    [paths.payment.getList]: asked({ tenantName: MARK }),
    [paths.paymentGateway.getCheckoutList]: asked({ bookingId: b.bookingId }, { billId: b.billId }),
    [paths.paymentGateway.getAnomalyList]: asked(),
    [paths.paymentClaim.getList]: asked({ tenantName: MARK }, { bookingId: b.bookingId }, { billId: b.billId }),
    [paths.reminder.getLog]: asked({ tenantId: b.tenantId }, { billId: b.billId }),
    [paths.payment.getBookingOptions]: asked({ tenantName: MARK }),
    [paths.depositReturned.getList]: asked({ tenantName: MARK }),
    [paths.inspection.getList]: asked({ bookingId: b.bookingId }),
    [paths.bill.getList]: asked({ tenantId: b.tenantId }, { tenantName: MARK }),
    [paths.bill.getArrears]: asked({ tenantId: b.tenantId }, { tenantName: MARK }),
    // B's money is of November 2026: the month's figures and the year's trend, of B or of all.
    [paths.report.getMonthly]: [
      { year: 2026, month: 11 },
      { year: 2026, month: 11, propertyId: b.propertyId },
    ],
    [paths.report.getTrend]: [
      { from: '2026-01', to: '2026-12' },
      { from: '2026-01', to: '2026-12', propertyId: b.propertyId },
    ],
    ...Object.fromEntries(
      allExports
        .filter((e) => !(e.path in NOT_OF_A_PROPERTY))
        .map((e) => [e.path, exported(...('tenantId' in shapeOf(e.request) ? [{ tenantId: b.tenantId }] : []))]),
    ),
  };
}

function shapeOf(schema: unknown): Record<string, unknown> {
  const s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; schema?: unknown } };
  return s.shape ?? (s.def?.in ? shapeOf(s.def.in) : s.def?.schema ? shapeOf(s.def.schema) : {});
}

/** Whether an answer shows any of B's rows: B's ids under their own names, or B's words. */
function leaksOfB(text: string): string[] {
  const keys: [string, number][] = [
    ['propertyId', b.propertyId],
    ['roomTypeId', b.roomTypeId],
    ['chargeTypeId', b.chargeTypeId],
    ['roomId', b.roomId],
    ['roomNumberId', b.roomId],
    ['tenantId', b.tenantId],
    ['bookingId', b.bookingId],
    ['billId', b.billId],
    ['paymentId', b.paymentId],
    ['paymentId', b.depositId],
    ['employeeId', b.employeeId],
    ['expenseId', b.expenseId],
    ['meterReadingId', b.meterReadingId],
    ['stayChargeId', b.stayChargeId],
    ['paymentClaimId', b.paymentClaimId],
    ['agreementId', b.agreementId],
    ['inspectionId', b.inspectionId],
    ['inspectionItemId', b.inspectionItemId],
    ['maintenanceRequestId', b.maintenanceRequestId],
  ];
  const found = keys.filter(([key, id]) => new RegExp(`"${key}":${id}[,}]`).test(text)).map(([k, id]) => `${k} ${id}`);
  if (text.includes(MARK) || text.includes('9B01')) found.push(MARK);
  return found;
}

/** Every row of every policed table, as the owner sees them: what no refused write may change. */
async function everyPolicedRow(): Promise<string> {
  const tables = await t.db.execute<{ name: string }>(sql`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'r' and relrowsecurity order by 1`);
  const parts = await Promise.all(
    tables.rows.map(async ({ name }) => {
      const r = await t.db.execute<{ rows: string }>(
        sql`select count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as rows from ${sql.identifier(name)} x`,
      );
      return `${name}=${r.rows[0]?.rows}`;
    }),
  );
  return parts.join('\n');
}

/**
 * The answers of a call naming a record that does not exist: 404; a create's or a move's choice
 * that names nothing (400 invalid choice, or the refusal of a tenant or employee who is not
 * there); a list of one record's things, empty; to Front desk, a stay's money is refused 403
 * `payment.pastStay` alike for a stay not in hand and for none (staff-money.ts).
 */
const NOTHING_CODES = ['field.invalidChoice', 'booking.tenantNotActive', 'expense.employeeNotAvailable'];
const LISTS_OF_ONE_RECORD: string[] = [
  paths.payment.getPaymentByBookingId,
  paths.payment.getPaymentByTenantId,
  paths.bill.getByBookingId,
  paths.document.getShareLinks,
  paths.agreement.getList,
];
function answersNothing(path: string, res: { statusCode: number; body: unknown }): boolean {
  const { code, data } = res.body as { code?: string; data?: { listData?: unknown[] } };
  if (res.statusCode === 404) return true;
  if (res.statusCode === 403) return code === 'payment.pastStay' && oneStayMoneyCalls.includes(path);
  if (res.statusCode === 400 || res.statusCode === 409) return NOTHING_CODES.includes(code ?? '');
  return res.statusCode === 200 && LISTS_OF_ONE_RECORD.includes(path) && data?.listData?.length === 0;
}

/**
 * Runs `tasks` a few at a time: all at once would wait longer than a call may for one of the
 * pool's connections (CALL_LIMITS.poolWaitMs) on a busy machine.
 */
async function fewAtATime(tasks: (() => Promise<void>)[], width = 6) {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

const post = (path: string, body: Body, token: string) => {
  const multiparts: string[] = [
    paths.booking.walkIn,
    paths.tenant.update,
    paths.meterReading.uploadPhoto,
    paths.inspection.addPhoto,
    paths.maintenanceRequest.uploadPhoto,
  ];
  if (multiparts.includes(path)) {
    return multipart(path, body, token);
  }
  return t.raw(path, JSON.stringify(body), token);
};
async function multipart(path: string, body: Body, token: string) {
  const { payload, contentType } = await encodeMultipart(body as Record<string, string | number | FilePart>);
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json(), response };
}

const mayCall = (role: Role, path: string) => {
  const permission = permissionOf(path);
  return permission !== undefined && (permission === 'public' || roleMay(role, permission));
};

describe('the property walk', () => {
  it('walks every call of the contract, or says why the call takes no record of a property', () => {
    const walked = [...Object.keys(namingCalls()), ...Object.keys(listCalls())];
    const every = [...allCalls, ...allExports].map((c) => c.path);
    const unknown = [...walked, ...Object.keys(NOT_OF_A_PROPERTY)].filter((p) => !every.includes(p));
    expect(unknown, 'walked but not in the contract').toEqual([]);
    const both = walked.filter((p) => p in NOT_OF_A_PROPERTY);
    expect(both, 'walked and set aside').toEqual([]);
    const missing = every.filter((p) => !walked.includes(p) && !(p in NOT_OF_A_PROPERTY));
    expect(missing, 'neither walked nor set aside with a reason').toEqual([]);
  });

  it("answers staff of A for B's records what it answers for records that do not exist, and changes nothing", async () => {
    const before = await everyPolicedRow();
    const wrong: string[] = [];
    const walks = Object.entries(namingCalls()).flatMap(([path, ways]) =>
      staffOfA
        .filter((staff) => mayCall(staff.role, path))
        .flatMap((staff) =>
          ways.map((way, i) => async () => {
            const [ofB, ghost] = await Promise.all([
              post(path, way.of, staff.token),
              post(path, way.ghost, staff.token),
            ]);
            const said = (r: typeof ofB) => `${r.statusCode} ${(r.body as { code?: string }).code ?? ''}`.trim();
            const where = `${path} #${i + 1} as ${staff.name}`;
            if (said(ofB) !== said(ghost)) wrong.push(`${where}: B ${said(ofB)}, nothing ${said(ghost)}`);
            else if (!answersNothing(path, ofB)) wrong.push(`${where}: ${said(ofB)} ${JSON.stringify(ofB.body)}`);
            const leaks = leaksOfB(JSON.stringify(ofB.body));
            if (leaks.length > 0) wrong.push(`${where}: shows ${leaks.join(', ')}`);
          }),
        ),
    );
    await fewAtATime(walks);
    expect(wrong).toEqual([]);
    expect(await everyPolicedRow()).toBe(before);
  });

  it("shows staff of A none of B's rows in any list, lookup or export, B named or not", async () => {
    const wrong: string[] = [];
    const isExport = (path: string) => allExports.some((e) => e.path === path);
    const asked = Object.entries(listCalls()).flatMap(([path, bodies]) =>
      staffOfA
        .filter((staff) => mayCall(staff.role, path))
        .flatMap((staff) =>
          bodies.map((body) => ({
            path,
            ask: async () => {
              const where = `${path} ${JSON.stringify(body)} as ${staff.name}`;
              const res = isExport(path)
                ? await exportFile(t, path, body, staff.token)
                : (await post(path, body, staff.token)).response;
              const text = res.body;
              if (res.statusCode !== 200) {
                // Front desk's bill list names one stay in hand (staff-money.ts): B's tenant is none.
                const oneStay = oneStayMoneyCalls.includes(path) && staff.role === Role.FrontDesk;
                if (!(oneStay && res.statusCode === 403))
                  wrong.push(`${where}: ${res.statusCode} ${text.slice(0, 200)}`);
              }
              const leaks = leaksOfB(text);
              if (leaks.length > 0) wrong.push(`${where}: shows ${leaks.join(', ')}`);
            },
          })),
        ),
    );
    // The lists at once; the exports one after another (a server runs a few at a time, 429 beyond).
    // The owner sees B in them: what this walk looks for is there to be seen.
    const owners = await t.call(bookingCalls.getList, { propertyId: b.propertyId }, t.adminToken);
    expect(leaksOfB(JSON.stringify(owners.body))).toEqual(expect.arrayContaining([`bookingId ${b.bookingId}`, MARK]));
    await fewAtATime(asked.filter((a) => !isExport(a.path)).map((a) => a.ask));
    for (const a of asked.filter((a) => isExport(a.path))) await a.ask();
    expect(wrong).toEqual([]);
  });

  it("serves staff of A no file of B's: receipts, bills, tenant and meter photos answer as for nothing", async () => {
    const wrong: string[] = [];
    const files: [string, number][] = [
      [paths.document.paymentReceipt, b.paymentId],
      [paths.document.depositReturnReceipt, b.depositId],
      [paths.document.billDocument, b.billId],
      ['/api/Tenant/Photo', b.photoId],
      [paths.meterReading.photo, b.meterPhotoId],
      [paths.paymentClaim.photo, b.paymentClaimId],
      [paths.inspection.photo, b.inspectionPhotoId],
      [paths.maintenanceRequest.photo, b.maintenancePhotoId],
    ];
    const permissionOfFile: Record<string, string> = {
      [paths.document.paymentReceipt]: paths.document.getPaymentReceipt,
      [paths.document.depositReturnReceipt]: paths.document.getDepositReturnReceipt,
      [paths.document.billDocument]: paths.document.getBillDocument,
      '/api/Tenant/Photo': paths.tenant.getById,
      [paths.meterReading.photo]: paths.meterReading.getById,
      [paths.paymentClaim.photo]: paths.paymentClaim.getById,
      [paths.inspection.photo]: paths.inspection.getById,
      [paths.maintenanceRequest.photo]: paths.maintenanceRequest.getById,
    };
    const get = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    await Promise.all(
      files.flatMap(([path, id]) =>
        staffOfA
          .filter((staff) => mayCall(staff.role, permissionOfFile[path] ?? path))
          .map(async (staff) => {
            const [ofB, ghost] = await Promise.all([
              get(`${path}/${id}`, staff.token),
              get(`${path}/${GHOST}`, staff.token),
            ]);
            // To Front desk a stay's money not in hand, or none, is the one-stay rule's 403.
            const photo = (
              [
                paths.tenant.photo,
                paths.meterReading.photo,
                paths.paymentClaim.photo,
                paths.inspection.photo,
                paths.maintenanceRequest.photo,
              ] as string[]
            ).includes(path);
            const expected = staff.role === Role.FrontDesk && !photo ? 403 : 404;
            if (ofB.statusCode !== expected || ghost.statusCode !== expected)
              wrong.push(`${path} as ${staff.name}: B ${ofB.statusCode}, nothing ${ghost.statusCode}`);
          }),
      ),
    );
    expect(wrong).toEqual([]);
    // The owner gets them: the ids are real.
    for (const [path, id] of files) expect((await get(`${path}/${id}`, t.adminToken)).statusCode, path).toBe(200);
  });

  it("serves staff of A no agreement of B's: its PDF and signature images answer as for nothing", async () => {
    const get = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const urls = (id: number) => [`${paths.agreement.file}?id=${id}`, `${paths.agreement.signature}/${id}/2`];
    const wrong: string[] = [];
    for (const staff of staffOfA.filter((s) => mayCall(s.role, paths.agreement.getById))) {
      const [ofB, ghost] = [urls(b.agreementId), urls(GHOST)];
      for (const [i, url] of ofB.entries()) {
        const [mine, none] = await Promise.all([get(url, staff.token), get(ghost[i] as string, staff.token)]);
        if (mine.statusCode !== 404 || none.statusCode !== 404)
          wrong.push(`${url} as ${staff.name}: B ${mine.statusCode}, nothing ${none.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    for (const url of urls(b.agreementId)) expect((await get(url, t.adminToken)).statusCode, url).toBe(200);
  });

  it("serves staff of A no report of B's: B's month answers as a property that does not exist", async () => {
    const get = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const wrong: string[] = [];
    for (const base of [
      `${paths.report.monthlyFile}?format=xlsx&`,
      `${paths.report.monthlyFile}?`,
      `${paths.report.journal}?`,
    ]) {
      for (const staff of staffOfA.filter((s) => mayCall(s.role, paths.report.getMonthly))) {
        const [ofB, ghost] = await Promise.all([
          get(`${base}year=2026&month=11&propertyId=${b.propertyId}`, staff.token),
          get(`${base}year=2026&month=11&propertyId=${GHOST}`, staff.token),
        ]);
        if (ofB.statusCode !== ghost.statusCode)
          wrong.push(`${base} as ${staff.name}: B ${ofB.statusCode}, nothing ${ghost.statusCode}`);
        if (base.includes('Journal') && ofB.body !== ghost.body)
          wrong.push(`${base} as ${staff.name}: B's journal is not empty`);
        const leaks = leaksOfB(ofB.body);
        if (leaks.length > 0) wrong.push(`${base} as ${staff.name}: shows ${leaks.join(', ')}`);
      }
      const owners = await get(`${base}year=2026&month=11&propertyId=${b.propertyId}`, t.adminToken);
      expect(owners.statusCode, `${base} ${owners.statusCode === 200 ? '' : owners.body}`).toBe(200);
    }
    expect(wrong).toEqual([]);
  });

  it("serves staff of A no resident register of B's: it answers as a property that does not exist", async () => {
    const get = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const wrong: string[] = [];
    for (const base of [`${paths.report.residentRegisterFile}?format=xlsx&`, `${paths.report.residentRegisterFile}?`]) {
      for (const staff of staffOfA.filter((s) => mayCall(s.role, paths.report.getResidentRegister))) {
        const [ofB, ghost] = await Promise.all([
          get(`${base}propertyId=${b.propertyId}`, staff.token),
          get(`${base}propertyId=${GHOST}`, staff.token),
        ]);
        if (ofB.statusCode !== 404 || ghost.statusCode !== 404 || ofB.body !== ghost.body)
          wrong.push(`${base} as ${staff.name}: B ${ofB.statusCode}, nothing ${ghost.statusCode}`);
        const leaks = leaksOfB(ofB.body);
        if (leaks.length > 0) wrong.push(`${base} as ${staff.name}: shows ${leaks.join(', ')}`);
      }
      const owners = await get(`${base}propertyId=${b.propertyId}`, t.adminToken);
      expect(owners.statusCode, `${base} ${owners.statusCode === 200 ? '' : owners.body}`).toBe(200);
    }
    expect(wrong).toEqual([]);
  });
});
