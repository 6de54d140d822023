import { z } from 'zod';
import { defineCall } from './call.js';
import { auditFields, pagedData, pageRequest, rowVersionField, ZSeenRowVersion } from './common.js';
import { enumValues, MaintenancePriority, MaintenanceReporter, MaintenanceRequestStatus } from './enums.js';
import { boolean, id, money, oneOf, optionalText, requiredText } from './fields.js';
import { filterText, flagOrAll, idOrAll, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { optionalChoiceId } from './master-data-fields.js';
import { paths } from './paths.js';
import { propertyFilter, propertyOfRow } from './properties.js';
import { formNumber, PHOTO_MAX_BYTES } from './tenants.js';

/** What was reported, in the reporter's words ("Lampu kamar mati"). */
export const MAINTENANCE_DESCRIPTION_MAX = 1000;
/** What was done about it (the owner's note when it is closed). */
export const MAINTENANCE_NOTE_MAX = 500;
/** A request keeps at most this many photos (re-encoded within 1600 px each). */
export const MAINTENANCE_PHOTOS_MAX = 4;
/** The file part of MaintenanceRequest/UploadPhoto and TenantPage/SubmitMaintenanceRequest. */
export const MAINTENANCE_PHOTO_FIELD = 'photo';
export const MAINTENANCE_PHOTO_MAX_BYTES = PHOTO_MAX_BYTES;

/** Open and In progress: the request still waits for work (the dashboard counts these). */
export const OPEN_REQUEST_STATUSES: readonly MaintenanceRequestStatus[] = [
  MaintenanceRequestStatus.Open,
  MaintenanceRequestStatus.InProgress,
];
export const isOpenRequest = (status: MaintenanceRequestStatus) => OPEN_REQUEST_STATUSES.includes(status);

const priority = oneOf('priority', enumValues(MaintenancePriority));

export const ZMaintenanceRequestCreateRequest = z.object({
  roomNumberId: id('room'),
  /** The stay the repair is for (a tenant's complaint taken by phone); it must be a stay of that room. */
  bookingId: optionalChoiceId('booking'),
  description: requiredText('description', MAINTENANCE_DESCRIPTION_MAX),
  priority: priority.optional().default(MaintenancePriority.Normal),
  assignedEmployeeId: optionalChoiceId('assignedEmployee'),
  /** The room is not offered for bookings while the request is Open or In progress. */
  outOfService: boolean('outOfService').optional().default(false),
});
export type MaintenanceRequestCreateRequest = z.input<typeof ZMaintenanceRequestCreateRequest>;

/**
 * The request as the form shows it, sent back whole. `recordExpense`: the cost becomes an
 * expense of `expenseCategoryId` dated today, in the same transaction, once.
 */
export const ZMaintenanceRequestUpdateRequest = z
  .object({
    maintenanceRequestId: id('maintenanceRequest'),
    description: requiredText('description', MAINTENANCE_DESCRIPTION_MAX),
    priority,
    requestStatus: oneOf('requestStatus', enumValues(MaintenanceRequestStatus)),
    assignedEmployeeId: optionalChoiceId('assignedEmployee'),
    cost: money('cost', 0)
      .nullish()
      .transform((v) => v ?? null),
    outOfService: boolean('outOfService'),
    resolutionNote: optionalText('resolutionNote', MAINTENANCE_NOTE_MAX),
    recordExpense: boolean('recordExpense')
      .optional()
      .transform((v) => v ?? false),
    expenseCategoryId: optionalChoiceId('expenseCategory'),
    rowVersion: ZSeenRowVersion,
  })
  .refine((v) => !v.recordExpense || (v.cost !== null && v.cost > 0), {
    path: ['cost'],
    message: issueMessage(refusal('maintenanceRequest.costRequired')),
  })
  .refine((v) => !v.recordExpense || v.expenseCategoryId !== null, {
    path: ['expenseCategoryId'],
    message: issueMessage(refusal('maintenanceRequest.expenseCategoryRequired')),
  });
export type MaintenanceRequestUpdateRequest = z.input<typeof ZMaintenanceRequestUpdateRequest>;

export const ZMaintenanceRequestIdRequest = z.object({ maintenanceRequestId: id('maintenanceRequest') });

export const ZMaintenanceRequestListRequest = z.object({
  propertyId: propertyFilter(),
  requestStatus: oneOfOrAll('requestStatus', enumValues(MaintenanceRequestStatus)),
  priority: oneOfOrAll('priority', enumValues(MaintenancePriority)),
  roomNumberId: idOrAll('room'),
  /** The room by its number ("101"), as typed on the list screen; "" for all. */
  roomNumber: filterText('roomNumber', 10),
  bookingId: idOrAll('booking'),
  /** Only Open and In progress. */
  openOnly: flagOrAll('openOnly'),
  ...pageRequest(),
});
export type MaintenanceRequestListRequest = z.input<typeof ZMaintenanceRequestListRequest>;

export const ZMaintenancePhoto = z.object({ photoId: z.number().int(), photoURL: z.string() });
export type MaintenancePhoto = z.infer<typeof ZMaintenancePhoto>;

export const ZMaintenanceRequest = z.object({
  maintenanceRequestId: z.number().int(),
  roomNumberId: z.number().int(),
  roomNumber: z.string(),
  bookingId: z.number().int().nullable(),
  /** The stay's tenant, when the request names a stay. */
  tenantName: z.string().nullable(),
  description: z.string(),
  priority,
  requestStatus: oneOf('requestStatus', enumValues(MaintenanceRequestStatus)),
  reportedBy: oneOf('reportedBy', enumValues(MaintenanceReporter)),
  /** The staff user's name, or the tenant's. */
  reporterName: z.string(),
  assignedEmployeeId: z.number().int().nullable(),
  assignedEmployeeName: z.string().nullable(),
  cost: z.number().int().nullable(),
  /** The expense the cost was recorded as; null until then. */
  expenseId: z.number().int().nullable(),
  outOfService: z.boolean(),
  resolutionNote: z.string(),
  /** When it was set Done or Cancelled (YYYY-MM-DDTHH:mm:ss), else null. */
  closedDate: z.string().nullable(),
  photos: z.array(ZMaintenancePhoto),
  ...propertyOfRow,
  ...auditFields,
  ...rowVersionField,
});
export type MaintenanceRequest = z.infer<typeof ZMaintenanceRequest>;

export const ZMaintenanceRequestRow = ZMaintenanceRequest.extend({ rowNumber: z.number().int() });
export type MaintenanceRequestRow = z.infer<typeof ZMaintenanceRequestRow>;

export const ZMaintenanceRequestSaved = z.object({
  maintenanceRequestId: z.number().int(),
  requestStatus: z.number().int(),
  expenseId: z.number().int().nullable(),
});
export type MaintenanceRequestSaved = z.infer<typeof ZMaintenanceRequestSaved>;

const notFile = issueMessage(refusal('tenant.photoNotFile'));
/** A photo part as the schema sees it: only ever a file (a text part is refused in words). */
export const maintenancePhotoPart = z
  .string({ error: notFile })
  .refine((v) => v === '', notFile)
  .optional()
  .meta({ type: 'string', format: 'binary', description: 'A photo: a jpg, png or gif file of at most 5 MB.' });

/** MaintenanceRequest/UploadPhoto travels as multipart: the request's id as text, the photo as a file part. */
export const ZMaintenancePhotoUploadRequest = z.object({
  maintenanceRequestId: formNumber(id('maintenanceRequest')),
  [MAINTENANCE_PHOTO_FIELD]: maintenancePhotoPart,
});

export const ZMaintenancePhotoSaved = z.object({
  maintenanceRequestId: z.number().int(),
  photoId: z.number().int(),
  photoURL: z.string(),
});

/** The address a stored repair photo is served at (a GET outside the POST calls). */
export const maintenancePhotoUrl = (photoId: number) => `${paths.maintenanceRequest.photo}/${photoId}`;

export const maintenanceRequestCalls = {
  create: defineCall({
    path: paths.maintenanceRequest.create,
    access: 'user',
    summary:
      "Reports a repair of a room (keluhan), Open, reported by the caller; `outOfService` keeps the room from bookings while it is Open or In progress (the room's status reads Maintenance).",
    request: ZMaintenanceRequestCreateRequest,
    response: ZMaintenanceRequestSaved,
  }),
  update: defineCall({
    path: paths.maintenanceRequest.update,
    access: 'user',
    summary:
      'Changes a repair request: status (Open, In progress, Done, Cancelled; a Done or Cancelled one is closed), priority, the employee assigned, the cost (Owner, Manager) and `recordExpense` (the cost as an expense, once, in the same transaction), out of service, the note. 409 when changed since it was read.',
    request: ZMaintenanceRequestUpdateRequest,
    response: ZMaintenanceRequestSaved,
  }),
  getById: defineCall({
    path: paths.maintenanceRequest.getById,
    access: 'user',
    summary: 'One repair request with its room, stay, reporter, employee, cost, expense and photos.',
    request: ZMaintenanceRequestIdRequest,
    response: ZMaintenanceRequest,
  }),
  getList: defineCall({
    path: paths.maintenanceRequest.getList,
    access: 'user',
    summary:
      'Repair requests by property, status, priority, room and stay: open ones first (most urgent first), then newest; paged.',
    request: ZMaintenanceRequestListRequest,
    response: pagedData(ZMaintenanceRequestRow),
  }),
  uploadPhoto: defineCall({
    path: paths.maintenanceRequest.uploadPhoto,
    access: 'user',
    summary: `multipart/form-data: "maintenanceRequestId" and one image file "${MAINTENANCE_PHOTO_FIELD}" (JPG, PNG or GIF, at most 5 MB), re-encoded within 1600 px; at most ${MAINTENANCE_PHOTOS_MAX} photos a request.`,
    body: 'multipart',
    request: ZMaintenancePhotoUploadRequest,
    response: ZMaintenancePhotoSaved,
  }),
};
