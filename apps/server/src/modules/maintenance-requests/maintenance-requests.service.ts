import {
  type CallRequest,
  isOpenRequest,
  MAINTENANCE_PHOTO_FIELD,
  MAINTENANCE_PHOTOS_MAX,
  MaintenanceReporter,
  type MaintenanceRequest,
  MaintenanceRequestStatus,
  type maintenanceRequestCalls,
  PHOTO_MAX_PIXELS,
  REMARK_MAX,
  RecordStatus,
  refusal,
  roleMay,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { pageOf } from '../../db/sql-helpers.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { type ProcessedImage, reencodeImage } from '../../lib/image.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import type { EmployeesService } from '../employees/employees.service.js';
import type { ExpensesService } from '../expenses/expenses.service.js';
import type { RoomsService } from '../rooms/rooms.service.js';
import { createMaintenanceRequestsRepository, type LockedRepair } from './maintenance-requests.repository.js';

type Req<K extends keyof typeof maintenanceRequestCalls> = CallRequest<(typeof maintenanceRequestCalls)[K]>;

/** What the tenant's page knows when a repair is reported through it (tenant-page opens the link first). */
export interface RepairFromPage {
  bookingId: number;
  roomId: number;
  tenantLinkId: number;
  description: string;
  address: string;
}

const notFoundRepair = () => notFound(refusal('maintenanceRequest.notFound'));
const isClosed = (status: MaintenanceRequestStatus) => !isOpenRequest(status);

/**
 * Repairs (keluhan, README.md): reported by staff or by a tenant from their page, worked through
 * Open -> In progress -> Done (or Cancelled), the cost recorded as an expense once (the expenses
 * service, in the same transaction). An out-of-service request keeps its room from bookings by
 * setting the room's status to Maintenance while it is open (the rooms service), and gives it
 * back when it closes, unless someone else put it there.
 */
export function createMaintenanceRequestsService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  rooms: Pick<RoomsService, 'lockForRepair' | 'holdForRepair' | 'releaseFromRepair'>;
  employees: Pick<EmployeesService, 'lockForUse'>;
  expenses: Pick<ExpensesService, 'create'>;
}) {
  const { db, clock, businessTimezone, rooms, employees, expenses } = deps;
  const repo = createMaintenanceRequestsRepository(db);
  const today = () => businessDate(clock.now(), businessTimezone);

  async function find(maintenanceRequestId: number): Promise<MaintenanceRequest> {
    const [row] = (await repo.list({ maintenanceRequestId, pageIndex: 0, pageSize: 1 })).rows;
    if (!row) throw notFoundRepair();
    return row;
  }

  /** The room, locked: every change of a room's hold is decided under it (room first, then requests). */
  async function lockRoom(tx: Tx, roomId: number) {
    const room = await rooms.lockForRepair(tx, roomId);
    if (!room || room.status !== RecordStatus.Active) {
      throw new AppError(404, refusal('room.notFound'), [{ field: 'roomNumberId', ...refusal('room.notFound') }]);
    }
    return room;
  }

  /** An employee assigned must be active and work at the request's property. */
  async function checkEmployee(tx: Tx, employeeId: number | null, propertyId: number) {
    if (employeeId === null) return;
    const employee = await employees.lockForUse(tx, employeeId);
    if (employee?.status !== RecordStatus.Active || Number(employee.propertyId) !== propertyId) {
      throw badRequest(refusal('maintenanceRequest.employeeNotAvailable'), 'assignedEmployeeId');
    }
  }

  /**
   * The room stops being offered (Ready -> Maintenance) once an open request marks it out of
   * service. Answers whether this request holds it: false when it was already in Maintenance (by
   * hand, or held by another request), which this request then leaves as it is.
   */
  const hold = (tx: Tx, roomId: number, actor: string) => rooms.holdForRepair(tx, roomId, actor);

  /** This request no longer keeps the room: another open one takes the hold over, else the room is Ready again. */
  async function release(tx: Tx, current: LockedRepair, actor: string) {
    const other = await repo.otherOutOfService(tx, current.roomId, current.maintenanceRequestId);
    if (other !== undefined) await repo.setHoldsRoom(tx, other, true);
    else await rooms.releaseFromRepair(tx, current.roomId, actor);
  }

  async function keepPhoto(
    tx: Tx,
    maintenanceRequestId: number,
    propertyId: number,
    photo: ProcessedImage,
    by: string,
  ) {
    if ((await repo.photoCount(tx, maintenanceRequestId)) >= MAINTENANCE_PHOTOS_MAX) {
      throw conflict(refusal('maintenanceRequest.tooManyPhotos', { max: MAINTENANCE_PHOTOS_MAX }));
    }
    return repo.insertPhoto(tx, { ...photo, maintenanceRequestId, propertyId, createBy: by });
  }

  const reencodeUpload = (upload: Upload) =>
    reencodeImage(upload.content, {
      maxPixels: PHOTO_MAX_PIXELS,
      field: MAINTENANCE_PHOTO_FIELD,
      wrongType: refusal('tenant.photoType'),
      unreadable: refusal('tenant.photoUnreadable'),
    });

  return {
    getById: find,

    async list(filter: Req<'getList'>) {
      return pageOf(await repo.list(filter), filter);
    },

    /** Reported by staff: Open; out of service: the room leaves the bookable rooms now. */
    async create(actor: CurrentUser, input: Req<'create'>) {
      return db.transaction(async (tx) => {
        const room = await lockRoom(tx, input.roomNumberId);
        if (input.bookingId !== null && (await repo.bookingRoom(tx, input.bookingId)) !== input.roomNumberId) {
          throw badRequest(refusal('field.invalidChoice', { field: 'booking' }), 'bookingId');
        }
        await checkEmployee(tx, input.assignedEmployeeId, room.propertyId);
        const maintenanceRequestId = await repo.insert(tx, {
          propertyId: room.propertyId,
          roomId: room.roomId,
          bookingId: input.bookingId,
          description: input.description,
          priority: input.priority,
          reportedBy: MaintenanceReporter.Staff,
          reporterUserId: actor.userId,
          tenantLinkId: null,
          reporterAddress: null,
          assignedEmployeeId: input.assignedEmployeeId,
          outOfService: input.outOfService,
          updateBy: actor.username,
        });
        if (input.outOfService && (await hold(tx, room.roomId, actor.username))) {
          await repo.setHoldsRoom(tx, maintenanceRequestId, true);
        }
        return { maintenanceRequestId, requestStatus: MaintenanceRequestStatus.Open, expenseId: null };
      });
    },

    /** From the stay's page: Open, Normal, reported by the tenant for their stay's room, with an optional photo. */
    async createFromTenant(report: RepairFromPage, upload: Upload | undefined) {
      // The photo is checked before anything is written (a wrong file changes nothing).
      const photo = upload ? await reencodeUpload(upload) : null;
      return db.transaction(async (tx) => {
        const room = await lockRoom(tx, report.roomId);
        const maintenanceRequestId = await repo.insert(tx, {
          propertyId: room.propertyId,
          roomId: room.roomId,
          bookingId: report.bookingId,
          description: report.description,
          priority: 2,
          reportedBy: MaintenanceReporter.Tenant,
          reporterUserId: null,
          tenantLinkId: report.tenantLinkId,
          reporterAddress: report.address.slice(0, 64),
          assignedEmployeeId: null,
          outOfService: false,
          updateBy: 'tenant',
        });
        if (photo) await keepPhoto(tx, maintenanceRequestId, room.propertyId, photo, 'tenant');
        return { maintenanceRequestId, requestStatus: MaintenanceRequestStatus.Open };
      });
    },

    async update(actor: CurrentUser, input: Req<'update'>) {
      return db.transaction(async (tx) => {
        // The room first (its hold may pass to another request of it), then the request.
        const roomId = await repo.roomOf(tx, input.maintenanceRequestId);
        if (roomId === undefined) throw notFoundRepair();
        await rooms.lockForRepair(tx, roomId);
        const current = await repo.lock(tx, input.maintenanceRequestId);
        if (!current) throw notFoundRepair();
        if (input.rowVersion !== undefined && input.rowVersion !== current.rowVersion) {
          throw conflict(refusal('record.stale'));
        }
        const from = current.requestStatus;
        const to = input.requestStatus as MaintenanceRequestStatus;
        if (from === MaintenanceRequestStatus.Cancelled && (to !== from || input.cost !== current.cost)) {
          throw conflict(refusal('maintenanceRequest.alreadyCancelled'));
        }
        if (from === MaintenanceRequestStatus.Done && to !== from) {
          throw conflict(refusal('maintenanceRequest.alreadyDone'));
        }
        const costChanged = input.cost !== current.cost;
        if ((costChanged || input.recordExpense) && !roleMay(actor.role, 'expenses.manage')) {
          throw new AppError(403, refusal('maintenanceRequest.costNotAllowed'), [
            { field: 'cost', ...refusal('maintenanceRequest.costNotAllowed') },
          ]);
        }
        if (current.expenseId !== null && input.recordExpense) {
          throw conflict(refusal('maintenanceRequest.expenseAlreadyRecorded'));
        }
        if (current.expenseId !== null && costChanged) throw conflict(refusal('maintenanceRequest.costAfterExpense'));

        // A closed request keeps what it was closed with; only its cost, expense and note move.
        const stored = isClosed(from) ? await find(current.maintenanceRequestId) : null;
        const values = stored
          ? {
              description: stored.description,
              priority: stored.priority,
              assignedEmployeeId: stored.assignedEmployeeId,
              outOfService: stored.outOfService,
            }
          : {
              description: input.description,
              priority: input.priority,
              assignedEmployeeId: input.assignedEmployeeId,
              outOfService: input.outOfService,
            };
        // A new assignment only: one made before stays even if that employee has left since.
        if (!stored && values.assignedEmployeeId !== current.assignedEmployeeId) {
          await checkEmployee(tx, values.assignedEmployeeId, current.propertyId);
        }

        let expenseId = current.expenseId;
        if (input.recordExpense && input.cost !== null && input.expenseCategoryId !== null) {
          const remark = `PERBAIKAN KAMAR ${current.roomNumber} (#${current.maintenanceRequestId}): ${values.description}`;
          ({ expenseId } = await expenses.create(actor, {
            expenseDate: today(),
            expenseCategory: input.expenseCategoryId,
            employeeId: null,
            amount: input.cost,
            remark: remark.toUpperCase().slice(0, REMARK_MAX),
            propertyId: current.propertyId,
            repeatMonthly: false,
          }));
        }

        // Out of service only while open: the room's hold follows the request's state.
        const wasHeld = current.outOfService && isOpenRequest(from);
        const nowHeld = values.outOfService && isOpenRequest(to);
        let holdsRoom = current.holdsRoom;
        if (!wasHeld && nowHeld) holdsRoom = await hold(tx, current.roomId, actor.username);
        if (wasHeld && !nowHeld) {
          if (current.holdsRoom) await release(tx, current, actor.username);
          holdsRoom = false;
        }

        await repo.update(tx, current.maintenanceRequestId, {
          ...values,
          requestStatus: to,
          cost: input.cost,
          expenseId,
          holdsRoom,
          resolutionNote: input.resolutionNote,
          closedAt: isClosed(to) && !isClosed(from) ? clock.now() : null,
          updateBy: actor.username,
        });
        return { maintenanceRequestId: current.maintenanceRequestId, requestStatus: to, expenseId };
      });
    },

    /** A photo of the problem, kept with the request (at most MAINTENANCE_PHOTOS_MAX). */
    async uploadPhoto(actor: CurrentUser, input: Req<'uploadPhoto'>, upload: Upload | undefined) {
      if (!upload) throw badRequest(refusal('maintenanceRequest.photoRequired'), MAINTENANCE_PHOTO_FIELD);
      const processed = await reencodeUpload(upload);
      const saved = await db.transaction(async (tx) => {
        const current = await repo.lock(tx, input.maintenanceRequestId);
        if (!current) throw notFoundRepair();
        return keepPhoto(tx, current.maintenanceRequestId, current.propertyId, processed, actor.username);
      });
      return { maintenanceRequestId: input.maintenanceRequestId, ...saved };
    },

    /** A photo's bytes, if the caller sees its request's property (the policy), else undefined. */
    findPhoto: (photoId: number) => repo.findPhoto(db, photoId),

    /** Open and In progress requests (the dashboard), of one property or all the caller sees. */
    openCount: (propertyId?: number | null) => repo.openCount(propertyId),

    /** A stay's requests, as its tenant's page shows them. */
    ofStay: (bookingId: number) => repo.ofStay(bookingId),
  };
}

export type MaintenanceRequestsService = ReturnType<typeof createMaintenanceRequestsService>;
