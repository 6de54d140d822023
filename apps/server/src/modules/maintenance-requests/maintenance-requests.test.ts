import {
  bookingCalls,
  dashboardCalls,
  employeeCalls,
  expenseCalls,
  MaintenancePriority,
  MaintenanceReporter,
  type MaintenanceRequest,
  MaintenanceRequestStatus,
  maintenanceRequestCalls,
  propertyCalls,
  Role,
  RoomStatus,
  reportCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { bookStay, noonOn } from '../../../test/factories/bills.js';
import { bookingInput, roomId, setRoom } from '../../../test/factories/bookings.js';
import { encodeMultipart, type FilePart } from '../../../test/multipart.js';
import { testImages } from '../tenants/tenants.test-kit.js';

/**
 * Repairs (README.md): reported, worked Open -> In progress -> Done with the cost recorded as an
 * expense once, in the same transaction; a closed request stays closed; a stale form changes
 * nothing; the money is the Owner's and Manager's; an out-of-service request keeps its room from
 * bookings while open (not clobbering a Maintenance set by hand, passing the hold to another open
 * request); photos bounded and refused in words; another property's staff see none of it.
 */
let t: TestApp;
let png: FilePart;
beforeAll(async () => {
  t = await createTestApp();
  ({ png } = await testImages());
  t.clock.set(noonOn('2027-03-10'));
});
afterAll(() => t.close());

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const refused = (res: { statusCode: number; body: { message: string } }) => [res.statusCode, res.body.message];

async function report(room: string, fields: Record<string, unknown> = {}, token = t.adminToken) {
  return ok(
    await t.call(
      maintenanceRequestCalls.create,
      { roomNumberId: await roomId(t.db, room), description: 'Lampu kamar mati', ...fields },
      token,
    ),
  ).maintenanceRequestId;
}

const read = async (maintenanceRequestId: number, token = t.adminToken) =>
  ok(await t.call(maintenanceRequestCalls.getById, { maintenanceRequestId }, token));

/** The form as read, changed by `changes`, sent back. */
async function save(id: number, changes: Record<string, unknown>, token = t.adminToken) {
  const r = await read(id);
  return t.call(
    maintenanceRequestCalls.update,
    {
      maintenanceRequestId: id,
      description: r.description,
      priority: r.priority,
      requestStatus: r.requestStatus,
      assignedEmployeeId: r.assignedEmployeeId,
      cost: r.cost,
      outOfService: r.outOfService,
      resolutionNote: r.resolutionNote,
      rowVersion: r.rowVersion,
      ...changes,
    },
    token,
  );
}

const roomStatusOf = async (room: string) =>
  (
    await t.db.execute<{ s: number }>(
      sql`select room_status::int as s from rooms where room_id = ${await roomId(t.db, room)}`,
    )
  ).rows[0]?.s;

const available = async () =>
  ok(await t.call(bookingCalls.getAvailableRoom, { checkInDate: '2027-03-12' }, t.adminToken)).map((r) => r.roomNumber);

async function upload(fields: Record<string, string | number | FilePart | undefined>, token = t.adminToken) {
  const { payload, contentType } = await encodeMultipart(fields);
  return (await t.raw(maintenanceRequestCalls.uploadPhoto.path, payload as unknown as string, token, {
    'content-type': contentType,
  })) as unknown as CallResult<{ photoURL: string }>;
}

describe('repair requests', () => {
  it('go Open -> In progress -> Done with the cost recorded as an expense once, audited, counted on the dashboard', async () => {
    const before = ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).repairsOpen;
    const id = await report('201', { priority: MaintenancePriority.High });
    const created = await read(id);
    expect(created).toMatchObject({
      roomNumber: '201',
      description: 'Lampu kamar mati',
      priority: MaintenancePriority.High,
      requestStatus: MaintenanceRequestStatus.Open,
      reportedBy: MaintenanceReporter.Staff,
      reporterName: 'admin',
      cost: null,
      expenseId: null,
      closedDate: null,
      photos: [],
      propertyId: 1,
    });
    expect(ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).repairsOpen).toBe(before + 1);

    const employee = ok(
      await t.call(employeeCalls.create, { employeeName: 'PAK UJANG', salary: 3_000_000, propertyId: 1 }, t.adminToken),
    ) as { employeeId: number };
    ok(await save(id, { requestStatus: MaintenanceRequestStatus.InProgress, assignedEmployeeId: employee.employeeId }));
    expect(await read(id)).toMatchObject({ requestStatus: 2, assignedEmployeeName: 'PAK UJANG' });

    const done = ok(
      await save(id, {
        requestStatus: MaintenanceRequestStatus.Done,
        cost: 35_000,
        recordExpense: true,
        expenseCategoryId: 1,
        resolutionNote: 'Lampu diganti',
      }),
    );
    expect(done.expenseId).toEqual(expect.any(Number));
    const closed = await read(id);
    expect(closed).toMatchObject({ requestStatus: 3, cost: 35_000, expenseId: done.expenseId });
    expect(closed.closedDate).toMatch(/^2027-03-10T/);
    const expense = ok(await t.call(expenseCalls.getById, { expenseId: done.expenseId as number }, t.adminToken));
    expect(expense).toMatchObject({ amount: 35_000, expenseCategory: 1, propertyId: 1 });
    expect(expense.expenseDate).toBe('2027-03-10T00:00:00');
    expect(expense.remark).toBe(`PERBAIKAN KAMAR 201 (#${id}): LAMPU KAMAR MATI`);
    const month = ok(
      await t.call(expenseCalls.getList, { dateFrom: '2027-03-01', dateTo: '2027-03-31' }, t.adminToken),
    );
    expect(month.listData.map((e) => e.expenseId)).toContain(done.expenseId);
    // The month's report counts it under its category.
    const march = ok(await t.call(reportCalls.getMonthly, { year: 2027, month: 3, propertyId: 1 }, t.adminToken));
    expect(march.figures.expense).toBe(35_000);
    expect(march.figures.expenseLines).toEqual([expect.objectContaining({ expenseCategoryId: 1, amount: 35_000 })]);
    expect(ok(await t.call(dashboardCalls.getDashboardInfo, {}, t.adminToken)).repairsOpen).toBe(before);

    // Once: a second record, a changed cost, a reopening are refused in words and change nothing.
    expect(refused(await save(id, { recordExpense: true, expenseCategoryId: 1 }))).toEqual([
      409,
      english('maintenanceRequest.expenseAlreadyRecorded'),
    ]);
    expect(refused(await save(id, { cost: 40_000 }))).toEqual([409, english('maintenanceRequest.costAfterExpense')]);
    expect(refused(await save(id, { requestStatus: MaintenanceRequestStatus.Open }))).toEqual([
      409,
      english('maintenanceRequest.alreadyDone'),
    ]);
    ok(await save(id, { resolutionNote: 'Lampu LED 10 W diganti' }));
    expect(await read(id)).toMatchObject({ requestStatus: 3, resolutionNote: 'Lampu LED 10 W diganti' });
    const expenses = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from expenses where remark like ${`%(#${id})%`}`,
    );
    expect(expenses.rows[0]?.n).toBe(1);

    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'maintenanceRequest' and record_id = ${id} order by audit_id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('refuse a stale form, a cancelled one moving, and bad input, changing nothing', async () => {
    const id = await report('202');
    const stale = await read(id);
    ok(await save(id, { priority: MaintenancePriority.Urgent }));
    const res = await t.call(
      maintenanceRequestCalls.update,
      { ...stale, requestStatus: MaintenanceRequestStatus.Cancelled, resolutionNote: '' },
      t.adminToken,
    );
    expect(refused(res)).toEqual([409, english('record.stale')]);
    expect((await read(id)).requestStatus).toBe(MaintenanceRequestStatus.Open);

    // Two saves from one read at once: exactly one is kept, the other refused, nothing lost silently.
    const read2 = await read(id);
    const body = (changes: Record<string, unknown>) => ({ ...read2, resolutionNote: '', ...changes });
    const both = await Promise.all([
      t.call(maintenanceRequestCalls.update, body({ priority: MaintenancePriority.Low }), t.adminToken),
      t.call(
        maintenanceRequestCalls.update,
        body({ requestStatus: MaintenanceRequestStatus.InProgress }),
        t.adminToken,
      ),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const kept = await read(id);
    expect(kept.priority === MaintenancePriority.Low).not.toBe(
      kept.requestStatus === MaintenanceRequestStatus.InProgress,
    );

    ok(await save(id, { requestStatus: MaintenanceRequestStatus.Cancelled }));
    expect(refused(await save(id, { requestStatus: MaintenanceRequestStatus.InProgress }))).toEqual([
      409,
      english('maintenanceRequest.alreadyCancelled'),
    ]);

    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from maintenance_requests`)).rows[0]?.n;
    const n = await count();
    const bad = [
      { roomNumberId: await roomId(t.db, '203'), description: '   ' },
      { roomNumberId: await roomId(t.db, '203'), description: 'x'.repeat(1001) },
      { roomNumberId: await roomId(t.db, '203'), description: 'ok', priority: 9 },
      { roomNumberId: 999_999, description: 'ok' },
    ];
    for (const body of bad) {
      const r = await t.call(maintenanceRequestCalls.create, body, t.adminToken);
      expect([400, 404], JSON.stringify(r.body)).toContain(r.statusCode);
    }
    expect(
      refused(await t.call(maintenanceRequestCalls.create, bad[3] as Record<string, unknown>, t.adminToken)),
    ).toEqual([404, english('room.notFound')]);
    expect(await count()).toBe(n);
    // Recording an expense needs its cost and category.
    const open = await report('203');
    expect(refused(await save(open, { recordExpense: true, cost: 10_000 }))[0]).toBe(400);
    expect(refused(await save(open, { recordExpense: true, expenseCategoryId: 1 }))[0]).toBe(400);
  });

  it('let the front desk report and work repairs but not record their cost', async () => {
    const desk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    const id = await report('204', {}, desk.token);
    ok(await save(id, { requestStatus: MaintenanceRequestStatus.InProgress }, desk.token));
    expect(refused(await save(id, { cost: 20_000 }, desk.token))).toEqual([
      403,
      english('maintenanceRequest.costNotAllowed'),
    ]);
    expect((await read(id)).reporterName).toBe(desk.username);
  });

  it('keep an out-of-service room from bookings while open, and give it back when done', async () => {
    // A stay already in the room is not affected.
    const stay = await bookStay(t, '205', { checkInDate: '2027-03-01' });
    const id = await report('205', { outOfService: true });
    expect(await roomStatusOf('205')).toBe(RoomStatus.Maintenance);
    expect(ok(await t.call(bookingCalls.getById, { bookingId: stay }, t.adminToken)).bookingStatus).toBe(1);

    const fresh = await report('206', { outOfService: true });
    expect(await available()).not.toContain('206');
    const booking = await bookingInput(t, '206', { checkInDate: '2027-03-12' });
    expect(refused(await t.call(bookingCalls.create, booking, t.adminToken))).toEqual([
      409,
      'Room 206 is out of service for a repair',
    ]);
    ok(await save(fresh, { requestStatus: MaintenanceRequestStatus.Done }));
    expect(await roomStatusOf('206')).toBe(RoomStatus.Ready);
    expect(await available()).toContain('206');
    ok(await t.call(bookingCalls.create, booking, t.adminToken));

    // Turning it off while open gives the room back too.
    ok(await save(id, { outOfService: false }));
    expect(await roomStatusOf('205')).toBe(RoomStatus.Ready);
  });

  it("leave a Maintenance set by hand as it is, and pass a room's hold to another open request", async () => {
    await setRoom(t.db, '207', { roomStatus: RoomStatus.Maintenance });
    const byHand = await report('207', { outOfService: true });
    ok(await save(byHand, { requestStatus: MaintenanceRequestStatus.Done }));
    expect(await roomStatusOf('207')).toBe(RoomStatus.Maintenance);

    const first = await report('208', { outOfService: true });
    const second = await report('208', { outOfService: true });
    ok(await save(first, { requestStatus: MaintenanceRequestStatus.Cancelled }));
    expect(await roomStatusOf('208')).toBe(RoomStatus.Maintenance);
    ok(await save(second, { requestStatus: MaintenanceRequestStatus.Done }));
    expect(await roomStatusOf('208')).toBe(RoomStatus.Ready);
  });

  it('keep up to four photos, re-encoded, and refuse what is not one in words', async () => {
    const id = await report('209');
    const saved = ok(await upload({ maintenanceRequestId: id, photo: png }));
    const got = await t.app.inject({
      method: 'GET',
      url: saved.photoURL,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect([got.statusCode, got.headers['content-type']]).toEqual([200, 'image/png']);
    const text = { filename: 'lamp.jpg', type: 'image/jpeg', content: Buffer.from('not an image') };
    expect(refused(await upload({ maintenanceRequestId: id, photo: text }))).toEqual([
      400,
      english('tenant.photoType'),
    ]);
    for (let i = 0; i < 3; i++) ok(await upload({ maintenanceRequestId: id, photo: png }));
    expect(refused(await upload({ maintenanceRequestId: id, photo: png }))).toEqual([
      409,
      english('maintenanceRequest.tooManyPhotos', { max: 4 }),
    ]);
    expect((await read(id)).photos).toHaveLength(4);
  });

  it("show staff of another property none of a property's repairs, and refuse them its rooms and employees", async () => {
    const id = await report('210');
    ok(await upload({ maintenanceRequestId: id, photo: png }));
    const photoURL = (await read(id)).photos[0]?.photoURL as string;
    const other = ok(await t.call(propertyCalls.create, { propertyName: 'KOS MELATI' }, t.adminToken))
      .propertyId as number;
    const theirs = await t.createUser({ role: Role.Manager, propertyIds: [other] });
    expect((await t.call(maintenanceRequestCalls.getById, { maintenanceRequestId: id }, theirs.token)).statusCode).toBe(
      404,
    );
    expect(ok(await t.call(maintenanceRequestCalls.getList, {}, theirs.token)).listData).toEqual([]);
    expect((await save(id, { priority: 4 }, theirs.token)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: photoURL,
          headers: { authorization: `Bearer ${theirs.token}` },
        })
      ).statusCode,
    ).toBe(404);
    const create = await t.call(
      maintenanceRequestCalls.create,
      { roomNumberId: await roomId(t.db, '211'), description: 'Keran bocor' },
      theirs.token,
    );
    expect(refused(create)).toEqual([404, english('room.notFound')]);
    expect(ok(await t.call(dashboardCalls.getDashboardInfo, {}, theirs.token)).repairsOpen).toBe(0);

    // An employee of another property is not assigned to ours; one assigned stays after leaving.
    const ours = ok(
      await t.call(employeeCalls.create, { employeeName: 'PAK ASEP', salary: 3_000_000, propertyId: 1 }, t.adminToken),
    ) as { employeeId: number };
    ok(await save(id, { assignedEmployeeId: ours.employeeId }));
    await t.db.execute(sql`update employees set status = 2 where employee_id = ${ours.employeeId}`);
    ok(await save(id, { priority: MaintenancePriority.High }));
    expect(await read(id)).toMatchObject({ assignedEmployeeName: 'PAK ASEP', priority: MaintenancePriority.High });
    const theirEmployee = ok(
      await t.call(
        employeeCalls.create,
        { employeeName: 'PAK DADANG', salary: 3_000_000, propertyId: other },
        t.adminToken,
      ),
    ) as { employeeId: number };
    expect(refused(await save(id, { assignedEmployeeId: theirEmployee.employeeId }))).toEqual([
      400,
      english('maintenanceRequest.employeeNotAvailable'),
    ]);
  });

  it('list open ones first, the most urgent first, and filter by status, priority and room', async () => {
    const low = await report('301', { priority: MaintenancePriority.Low });
    const urgent = await report('302', { priority: MaintenancePriority.Urgent });
    const list = ok(await t.call(maintenanceRequestCalls.getList, { openOnly: true, pageSize: 500 }, t.adminToken));
    const ids = list.listData.map((r: MaintenanceRequest) => r.maintenanceRequestId);
    expect(ids.indexOf(urgent)).toBeLessThan(ids.indexOf(low));
    expect(list.listData.every((r) => r.requestStatus <= 2)).toBe(true);
    const room = ok(
      await t.call(maintenanceRequestCalls.getList, { roomNumberId: await roomId(t.db, '302') }, t.adminToken),
    );
    expect(room.listData.map((r) => r.maintenanceRequestId)).toEqual([urgent]);
    const byNumber = ok(await t.call(maintenanceRequestCalls.getList, { roomNumber: '302' }, t.adminToken));
    expect(byNumber.listData.map((r) => r.maintenanceRequestId)).toEqual([urgent]);
    const byPriority = ok(await t.call(maintenanceRequestCalls.getList, { priority: 1 }, t.adminToken));
    expect(byPriority.listData.every((r) => r.priority === 1)).toBe(true);
  });
});
