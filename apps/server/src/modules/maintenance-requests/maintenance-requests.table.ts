import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/audit-columns.js';
import { imageColumns } from '../../db/image-columns.js';
import { withinMoneyBound } from '../../db/money-bounds.js';
import { bookings } from '../bookings/bookings.table.js';
import { employees } from '../employees/employees.table.js';
import { expenses } from '../expenses/expenses.table.js';
import { properties } from '../properties/properties.table.js';
import { rooms } from '../rooms/rooms.table.js';
import { tenantLinks } from '../tenant-page/tenant-links.table.js';

/**
 * A repair request (keluhan, README.md): a room's problem, reported by staff or by the tenant from
 * their page, worked Open -> In progress -> Done (or Cancelled), with the employee assigned, its
 * cost and the expense that cost was recorded as. Never removed (no Delete call).
 */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    maintenanceRequestId: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The room's property (the policy reads it). */
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
    roomId: integer()
      .notNull()
      .references(() => rooms.roomId),
    /** The stay it is about: the tenant's own (reported from their page), or one staff chose. */
    bookingId: integer().references(() => bookings.bookingId),
    description: varchar({ length: 1000 }).notNull(),
    /** MaintenancePriority: 1 Low, 2 Normal, 3 High, 4 Urgent. */
    priority: smallint().notNull().default(2),
    /** MaintenanceRequestStatus: 1 Open, 2 In progress, 3 Done, 4 Cancelled. */
    requestStatus: smallint().notNull().default(1),
    /** MaintenanceReporter: 1 Staff (reporterUserId), 2 Tenant (through tenantLinkId, of bookingId). */
    reportedBy: smallint().notNull(),
    reporterUserId: integer(),
    tenantLinkId: integer().references(() => tenantLinks.tenantLinkId),
    /** The tenant's address when reported from the page (it has no account). */
    reporterAddress: varchar({ length: 64 }),
    assignedEmployeeId: integer().references(() => employees.employeeId),
    /** Whole rupiah; null until known. */
    cost: bigint({ mode: 'number' }),
    /** The expense the cost was recorded as (once). */
    expenseId: integer().references(() => expenses.expenseId),
    /** While Open or In progress, the room is not offered for bookings (README: its room status reads Maintenance). */
    outOfService: boolean().notNull().default(false),
    /**
     * This request put the room's status to Maintenance and gives it back to Ready when it closes
     * (false: the room was already in Maintenance, by hand or by another request, and is left as it is).
     */
    holdsRoom: boolean().notNull().default(false),
    resolutionNote: varchar({ length: 500 }).notNull().default(''),
    closedDate: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('maintenance_requests_list_idx').on(t.propertyId, t.requestStatus, t.maintenanceRequestId),
    index('maintenance_requests_room_idx').on(t.roomId, t.requestStatus),
    index('maintenance_requests_booking_idx').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    index('maintenance_requests_open_idx').on(t.propertyId).where(sql`${t.requestStatus} in (1, 2)`),
    check('maintenance_requests_status_check', sql`${t.requestStatus} in (1, 2, 3, 4)`),
    check('maintenance_requests_priority_check', sql`${t.priority} in (1, 2, 3, 4)`),
    check(
      'maintenance_requests_reporter_check',
      sql`(${t.reportedBy} = 1 and ${t.tenantLinkId} is null)
          or (${t.reportedBy} = 2 and ${t.bookingId} is not null and ${t.reporterUserId} is null)`,
    ),
    check(
      'maintenance_requests_cost_check',
      sql`${t.cost} is null or (${t.cost} >= 0 and ${withinMoneyBound(t.cost)})`,
    ),
    check('maintenance_requests_expense_check', sql`${t.expenseId} is null or ${t.cost} > 0`),
    check('maintenance_requests_closed_check', sql`(${t.closedDate} is not null) = (${t.requestStatus} in (3, 4))`),
    check(
      'maintenance_requests_holds_check',
      sql`not ${t.holdsRoom} or (${t.outOfService} and ${t.requestStatus} in (1, 2))`,
    ),
    check('maintenance_requests_description_check', sql`length(btrim(${t.description})) > 0`),
  ],
);

/**
 * Photos of the problem (at most MAINTENANCE_PHOTOS_MAX a request): written once, re-encoded by
 * sharp as tenant photos are. The property is the request's, for the policy.
 */
export const maintenanceRequestPhotos = pgTable(
  'maintenance_request_photos',
  {
    photoId: integer().primaryKey().generatedAlwaysAsIdentity(),
    maintenanceRequestId: integer()
      .notNull()
      .references(() => maintenanceRequests.maintenanceRequestId),
    propertyId: integer()
      .notNull()
      .references(() => properties.propertyId),
    ...imageColumns(),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createBy: varchar({ length: 20 }).notNull(),
  },
  (t) => [index('maintenance_request_photos_request_idx').on(t.maintenanceRequestId, t.photoId)],
);
