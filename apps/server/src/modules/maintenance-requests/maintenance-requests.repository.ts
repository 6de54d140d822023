import {
  type MaintenancePhoto,
  type MaintenanceRequest,
  type MaintenanceRequestStatus,
  paths,
  type TenantPageRepair,
} from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowVersionOf } from '../../db/row-version.js';
import { apiDateTime, limitOffset, pageOffset } from '../../db/sql-helpers.js';
import type { Executor, Tx } from '../../db/transaction.js';
import { maintenanceRequestPhotos } from './maintenance-requests.table.js';

export interface RepairListFilter {
  maintenanceRequestId?: number | undefined;
  propertyId?: number | undefined;
  requestStatus?: number | undefined;
  priority?: number | undefined;
  roomNumberId?: number | undefined;
  roomNumber?: string | undefined;
  bookingId?: number | undefined;
  openOnly?: boolean | undefined;
  pageIndex: number;
  pageSize: number;
}

/** A request as a write reads it, under its row lock. */
export type LockedRepair = {
  maintenanceRequestId: number;
  propertyId: number;
  roomId: number;
  roomNumber: string;
  requestStatus: MaintenanceRequestStatus;
  outOfService: boolean;
  holdsRoom: boolean;
  cost: number | null;
  expenseId: number | null;
  assignedEmployeeId: number | null;
  description: string;
  rowVersion: string;
};

/** What a new request stores (the reporter's side is the service's to say). */
export interface NewRepair {
  propertyId: number;
  roomId: number;
  bookingId: number | null;
  description: string;
  priority: number;
  reportedBy: number;
  reporterUserId: number | null;
  tenantLinkId: number | null;
  reporterAddress: string | null;
  assignedEmployeeId: number | null;
  outOfService: boolean;
  updateBy: string;
}

export interface RepairChanges {
  description: string;
  priority: number;
  requestStatus: number;
  assignedEmployeeId: number | null;
  cost: number | null;
  expenseId: number | null;
  outOfService: boolean;
  holdsRoom: boolean;
  resolutionNote: string;
  /** When it was set Done or Cancelled (the clock's now); null: kept as it was. */
  closedAt: Date | null;
  updateBy: string;
}

export type NewRepairPhoto = Omit<typeof maintenanceRequestPhotos.$inferInsert, 'photoId' | 'createDate'>;

/** A request's photos in the order taken, each as the address it is served at. */
const PHOTOS = sql.raw(`coalesce((select json_agg(json_build_object('photoId', f.photo_id,
    'photoURL', '${paths.maintenanceRequest.photo}/' || f.photo_id) order by f.photo_id)
  from maintenance_request_photos f where f.maintenance_request_id = m.maintenance_request_id), '[]'::json)`);

const COLUMNS = sql`
  m.maintenance_request_id as "maintenanceRequestId", m.room_id as "roomNumberId", r.room_number as "roomNumber",
  m.booking_id as "bookingId", tn.tenant_name as "tenantName", m.description, m.priority::int as priority,
  m.request_status::int as "requestStatus", m.reported_by::int as "reportedBy",
  case when m.reported_by = 2 then coalesce(tn.tenant_name, '') else coalesce(u.username, '') end as "reporterName",
  m.assigned_employee_id as "assignedEmployeeId", e.employee_name as "assignedEmployeeName",
  m.cost::float8 as cost, m.expense_id as "expenseId", m.out_of_service as "outOfService",
  m.resolution_note as "resolutionNote",
  case when m.closed_date is null then null else ${apiDateTime(sql.raw('m.closed_date'))} end as "closedDate",
  ${PHOTOS} as photos,
  m.property_id as "propertyId", p.property_name as "propertyName",
  ${apiDateTime(sql.raw('m.create_date'))} as "createDate", ${apiDateTime(sql.raw('m.update_date'))} as "updateDate",
  m.update_by as "updateBy", ${rowVersionOf(sql.raw('m.update_date'))} as "rowVersion"`;
const FROM = sql`
  from maintenance_requests m
  join rooms r on r.room_id = m.room_id
  join properties p on p.property_id = m.property_id
  left join bookings b on b.booking_id = m.booking_id
  left join tenants tn on tn.tenant_id = b.tenant_id
  left join employees e on e.employee_id = m.assigned_employee_id
  left join users u on u.user_id = m.reporter_user_id`;

function whereOf(filter: RepairListFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.maintenanceRequestId) conditions.push(sql`m.maintenance_request_id = ${filter.maintenanceRequestId}`);
  if (filter.propertyId) conditions.push(sql`m.property_id = ${filter.propertyId}`);
  if (filter.requestStatus) conditions.push(sql`m.request_status = ${filter.requestStatus}`);
  if (filter.openOnly) conditions.push(sql`m.request_status in (1, 2)`);
  if (filter.priority) conditions.push(sql`m.priority = ${filter.priority}`);
  if (filter.roomNumberId) conditions.push(sql`m.room_id = ${filter.roomNumberId}`);
  if (filter.bookingId) conditions.push(sql`m.booking_id = ${filter.bookingId}`);
  if (filter.roomNumber)
    conditions.push(sql`m.room_id in (select room_id from rooms where room_number = upper(${filter.roomNumber}))`);
  return sql.join(conditions, sql` and `);
}

export function createMaintenanceRequestsRepository(db: Database) {
  return {
    /** Open ones first (most urgent first), then the closed, newest first. */
    async list(filter: RepairListFilter): Promise<{ rows: MaintenanceRequest[]; total: number }> {
      const where = whereOf(filter);
      const rows = await db.execute<MaintenanceRequest>(sql`
        select ${COLUMNS} ${FROM} where ${where}
        order by (m.request_status in (1, 2)) desc,
                 case when m.request_status in (1, 2) then m.priority else 0 end desc,
                 m.maintenance_request_id desc
        ${limitOffset(filter.pageSize, pageOffset(filter))}`);
      const total = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from maintenance_requests m where ${where}`,
      );
      return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
    },

    async insert(tx: Tx, v: NewRepair): Promise<number> {
      const result = await tx.execute<{ id: number }>(sql`
        insert into maintenance_requests (property_id, room_id, booking_id, description, priority, reported_by,
          reporter_user_id, tenant_link_id, reporter_address, assigned_employee_id, out_of_service, update_by)
        values (${v.propertyId}, ${v.roomId}, ${v.bookingId}, ${v.description}, ${v.priority}, ${v.reportedBy},
          ${v.reporterUserId}, ${v.tenantLinkId}, ${v.reporterAddress}, ${v.assignedEmployeeId}, ${v.outOfService},
          ${v.updateBy})
        returning maintenance_request_id as id`);
      return Number(result.rows[0]?.id);
    },

    /** A request's room (it never changes), read before the locks: room first, then the request. */
    async roomOf(tx: Tx, maintenanceRequestId: number): Promise<number | undefined> {
      const result = await tx.execute<{ roomId: number }>(sql`
        select room_id as "roomId" from maintenance_requests where maintenance_request_id = ${maintenanceRequestId}`);
      return result.rows[0]?.roomId;
    },

    /** The request under its row lock (a write's first step), if the caller sees it. */
    async lock(tx: Tx, maintenanceRequestId: number): Promise<LockedRepair | undefined> {
      const result = await tx.execute<LockedRepair>(sql`
        select m.maintenance_request_id as "maintenanceRequestId", m.property_id as "propertyId",
               m.room_id as "roomId", r.room_number as "roomNumber", m.request_status::int as "requestStatus",
               m.out_of_service as "outOfService", m.holds_room as "holdsRoom", m.cost::float8 as cost,
               m.expense_id as "expenseId", m.assigned_employee_id as "assignedEmployeeId", m.description,
               ${rowVersionOf(sql.raw('m.update_date'))} as "rowVersion"
        from maintenance_requests m join rooms r on r.room_id = m.room_id
        where m.maintenance_request_id = ${maintenanceRequestId}
        for update of m`);
      return result.rows[0];
    },

    async update(tx: Tx, maintenanceRequestId: number, c: RepairChanges): Promise<void> {
      const closed = c.closedAt ? sql`${c.closedAt.toISOString()}::timestamptz` : sql`closed_date`;
      await tx.execute(sql`
        update maintenance_requests set description = ${c.description}, priority = ${c.priority},
          request_status = ${c.requestStatus}, assigned_employee_id = ${c.assignedEmployeeId}, cost = ${c.cost},
          expense_id = ${c.expenseId}, out_of_service = ${c.outOfService}, holds_room = ${c.holdsRoom},
          resolution_note = ${c.resolutionNote}, closed_date = ${closed},
          update_by = ${c.updateBy}, update_date = now()
        where maintenance_request_id = ${maintenanceRequestId}`);
    },

    async setHoldsRoom(tx: Tx, maintenanceRequestId: number, holdsRoom: boolean): Promise<void> {
      await tx.execute(sql`
        update maintenance_requests set holds_room = ${holdsRoom}
        where maintenance_request_id = ${maintenanceRequestId}`);
    },

    /** Another open, out-of-service request of the room (the oldest), which could hold it instead. */
    async otherOutOfService(tx: Tx, roomId: number, exceptId: number): Promise<number | undefined> {
      const result = await tx.execute<{ id: number }>(sql`
        select maintenance_request_id as id from maintenance_requests
        where room_id = ${roomId} and out_of_service and request_status in (1, 2)
          and maintenance_request_id <> ${exceptId}
        order by maintenance_request_id limit 1`);
      return result.rows[0]?.id;
    },

    async photoCount(tx: Tx, maintenanceRequestId: number): Promise<number> {
      const result = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from maintenance_request_photos where maintenance_request_id = ${maintenanceRequestId}`);
      return Number(result.rows[0]?.n ?? 0);
    },

    async insertPhoto(tx: Tx, photo: NewRepairPhoto): Promise<MaintenancePhoto> {
      const [row] = await tx
        .insert(maintenanceRequestPhotos)
        .values(photo)
        .returning({ photoId: maintenanceRequestPhotos.photoId });
      const photoId = (row as { photoId: number }).photoId;
      return { photoId, photoURL: `${paths.maintenanceRequest.photo}/${photoId}` };
    },

    /** A photo's bytes; under a call of some properties, only one of a request it sees (the policy). */
    async findPhoto(executor: Executor, photoId: number) {
      const result = await executor.execute<{ contentType: string; content: Buffer }>(sql`
        select content_type as "contentType", content from maintenance_request_photos where photo_id = ${photoId}`);
      return result.rows[0];
    },

    /** Open and In progress requests, of one property or all the caller sees. */
    async openCount(propertyId?: number | null): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from maintenance_requests m
        where m.request_status in (1, 2) ${propertyId ? sql`and m.property_id = ${propertyId}` : sql``}`);
      return Number(result.rows[0]?.n ?? 0);
    },

    /** A stay's requests as its tenant's page shows them, newest first. */
    async ofStay(bookingId: number): Promise<TenantPageRepair[]> {
      const result = await db.execute<TenantPageRepair>(sql`
        select m.description, m.request_status::int as "requestStatus",
               ${apiDateTime(sql.raw('m.create_date'))} as "createDate",
               case when m.closed_date is null then null else ${apiDateTime(sql.raw('m.closed_date'))} end as "closedDate"
        from maintenance_requests m
        where m.booking_id = ${bookingId} order by m.maintenance_request_id desc`);
      return result.rows;
    },

    /** The stay in a room: a staff request may name one only of that room. */
    async bookingRoom(tx: Tx, bookingId: number): Promise<number | undefined> {
      const result = await tx.execute<{ roomId: number }>(sql`
        select room_id as "roomId" from bookings where booking_id = ${bookingId} and status = 1`);
      return result.rows[0]?.roomId;
    },
  };
}

export type MaintenanceRequestsRepository = ReturnType<typeof createMaintenanceRequestsRepository>;
