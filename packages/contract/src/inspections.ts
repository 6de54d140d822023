import { z } from 'zod';
import { defineCall } from './call.js';
import { auditFields, pagedData, pageRequest, rowVersionField, ZSeenRowVersion } from './common.js';
import { DepositStatus, enumValues, InspectionKind, ItemCondition } from './enums.js';
import { boolean, id, money, oneOf, optionalText, requiredName, say } from './fields.js';
import { idOrAll, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import type { Language } from './i18n/languages.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { propertyFilter, propertyOfRow } from './properties.js';
import { formNumber, PHOTO_MAX_BYTES } from './tenants.js';

/** A checklist holds at most this many items, each named in at most this many characters. */
export const CHECKLIST_ITEMS_MAX = 40;
export const CHECKLIST_ITEM_NAME_MAX = 60;
export const INSPECTION_NOTE_MAX = 200;
/** The photos one item keeps: enough to show a damage from near and far, not an album. */
export const INSPECTION_PHOTOS_PER_ITEM = 4;
/** The file part of Inspection/AddPhoto; bounded and re-encoded as tenant photos are. */
export const INSPECTION_PHOTO_FIELD = 'photo';
export const INSPECTION_PHOTO_MAX_BYTES = PHOTO_MAX_BYTES;

/**
 * The checklist a room type has until it gets its own (README.md): what a kos room holds, in the
 * language of whoever first uses it. Stored when first saved or first inspected, so a stay's two
 * inspections name their items alike.
 */
export const DEFAULT_CHECKLIST: Record<Language, readonly string[]> = {
  id: [
    'Tempat tidur',
    'Kasur',
    'Bantal',
    'Lemari',
    'Meja dan kursi',
    'AC',
    'Lampu',
    'Kunci',
    'Pintu dan jendela',
    'Dinding',
    'Lantai',
    'Kamar mandi',
  ],
  en: [
    'Bed',
    'Mattress',
    'Pillows',
    'Wardrobe',
    'Desk and chair',
    'AC',
    'Lamp',
    'Key',
    'Door and windows',
    'Walls',
    'Floor',
    'Bathroom',
  ],
};

export const ZInspectionKind = oneOf('inspectionKind', enumValues(InspectionKind));
export const ZItemCondition = oneOf('condition', enumValues(ItemCondition));

/** One name per item; the same name twice (in any case) is refused, as check-out pairs items by name. */
const checklistNames = z
  .array(requiredName('itemName', CHECKLIST_ITEM_NAME_MAX), { error: say.invalidChoice('checklistItems') })
  .min(1, say.required('checklistItems'))
  .max(CHECKLIST_ITEMS_MAX, say.tooLong('checklistItems', CHECKLIST_ITEMS_MAX))
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, i) => {
      const key = name.toLocaleLowerCase('id');
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i], message: issueMessage(refusal('inspection.nameTwice', { name })) });
      seen.add(key);
    });
  });

export const ZChecklistRequest = z.object({ roomTypeId: id('roomType') });
export const ZChecklistUpdateRequest = z.object({
  roomTypeId: id('roomType'),
  items: checklistNames,
  rowVersion: ZSeenRowVersion,
});
export type ChecklistUpdateRequest = z.input<typeof ZChecklistUpdateRequest>;

/**
 * A room type's checklist. `isDefault`: the type has none of its own yet and this is the
 * product's list in the caller's language (stored when first saved or first inspected).
 */
export const ZChecklist = z.object({
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  propertyId: z.number().int(),
  items: z.array(z.string()),
  isDefault: z.boolean(),
  /** '' while the list is the default. */
  rowVersion: z.string(),
});
export type Checklist = z.infer<typeof ZChecklist>;

export const ZInspectionCreateRequest = z.object({ bookingId: id('booking'), inspectionKind: ZInspectionKind });
export type InspectionCreateRequest = z.input<typeof ZInspectionCreateRequest>;

/** `created` false: the stay already had an inspection of that kind, and this is it. */
export const ZInspectionSaved = z.object({ inspectionId: z.number().int(), created: z.boolean() });

/**
 * What an inspector set of one item: its condition (null: not looked at yet) and note. A field
 * left out keeps what is stored.
 */
export const ZInspectionItemChange = z.object({
  inspectionItemId: id('inspectionItemId'),
  condition: ZItemCondition.nullish(),
  note: optionalText('note', INSPECTION_NOTE_MAX).optional(),
});

export const ZInspectionUpdateRequest = z.object({
  inspectionId: id('inspection'),
  items: z
    .array(ZInspectionItemChange, { error: say.invalidChoice('inspectionItems') })
    .max(CHECKLIST_ITEMS_MAX, say.tooLong('inspectionItems', CHECKLIST_ITEMS_MAX))
    .nullish()
    .transform((v) => v ?? []),
  /** Fixes the inspection: every item must have a condition, and nothing changes after. */
  completed: boolean('completed').optional().default(false),
  rowVersion: ZSeenRowVersion,
});
export type InspectionUpdateRequest = z.input<typeof ZInspectionUpdateRequest>;

export const ZInspectionIdRequest = z.object({ inspectionId: id('inspection') });

export const ZInspectionListRequest = z.object({
  bookingId: idOrAll('bookingId'),
  propertyId: propertyFilter(),
  inspectionKind: oneOfOrAll('inspectionKind', enumValues(InspectionKind)),
  ...pageRequest(),
});
export type InspectionListRequest = z.input<typeof ZInspectionListRequest>;

export const ZInspectionPhoto = z.object({ photoId: z.number().int(), photoURL: z.string() });
export type InspectionPhoto = z.infer<typeof ZInspectionPhoto>;

/** An item as the check-in inspection left it, set beside the check-out's item of the same name. */
export const ZCheckInState = z.object({
  inspectionItemId: z.number().int(),
  condition: ZItemCondition.nullable(),
  note: z.string(),
  photos: z.array(ZInspectionPhoto),
});

/** The deduction made from the stay's deposit for an item (one at most). */
export const ZItemDeduction = z.object({
  deductionId: z.number().int(),
  paymentId: z.number().int(),
  amount: z.number().int(),
  note: z.string(),
});

export const ZInspectionItem = z.object({
  inspectionItemId: z.number().int(),
  itemName: z.string(),
  condition: ZItemCondition.nullable(),
  note: z.string(),
  photos: z.array(ZInspectionPhoto),
  deduction: ZItemDeduction.nullable(),
  /** A check-out item's check-in state (null at check-in, or with no item of that name then). */
  checkIn: ZCheckInState.nullable(),
  /** Check-out: damaged or missing, and not so at check-in. */
  changed: z.boolean(),
});
export type InspectionItem = z.infer<typeof ZInspectionItem>;

/** The stay's deposit held (for a deduction), to a caller who returns deposits; null otherwise. */
export const ZInspectionDeposit = z.object({
  paymentId: z.number().int(),
  amount: z.number().int(),
  deducted: z.number().int(),
  /** What the deposit still holds: its amount less its deductions, while On Hold; 0 once settled. */
  held: z.number().int(),
  depositStatus: oneOf('depositStatus', enumValues(DepositStatus)),
});

export const ZInspection = z.object({
  inspectionId: z.number().int(),
  bookingId: z.number().int(),
  inspectionKind: ZInspectionKind,
  propertyId: z.number().int(),
  tenantName: z.string(),
  roomNumber: z.string(),
  roomTypeName: z.string(),
  completed: z.boolean(),
  /** When it was completed ('' while open), and by whom. */
  completedDate: z.string(),
  completedBy: z.string(),
  items: z.array(ZInspectionItem),
  /** Check-out: the items damaged or missing that were not so at check-in, in checklist order. */
  changes: z.array(
    z.object({
      inspectionItemId: z.number().int(),
      itemName: z.string(),
      condition: ZItemCondition,
      checkInCondition: ZItemCondition.nullable(),
    }),
  ),
  deposit: ZInspectionDeposit.nullable(),
  ...auditFields,
  ...rowVersionField,
});
export type Inspection = z.infer<typeof ZInspection>;

export const ZInspectionRow = z.object({
  rowNumber: z.number().int(),
  inspectionId: z.number().int(),
  bookingId: z.number().int(),
  inspectionKind: ZInspectionKind,
  tenantName: z.string(),
  roomNumber: z.string(),
  completed: z.boolean(),
  completedDate: z.string(),
  itemCount: z.number().int(),
  damagedCount: z.number().int(),
  missingCount: z.number().int(),
  createDate: z.string(),
  updateBy: z.string(),
  ...propertyOfRow,
});
export type InspectionRow = z.infer<typeof ZInspectionRow>;

/** Inspection/AddPhoto travels as multipart: the item's id as text, the photo as a file part. */
const notFile = issueMessage(refusal('inspection.photoNotFile'));
export const ZInspectionPhotoRequest = z.object({
  inspectionItemId: formNumber(id('inspectionItemId')),
  [INSPECTION_PHOTO_FIELD]: z
    .string({ error: notFile })
    .refine((v) => v === '', notFile)
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'The photo: a jpg, png or gif file of at most 5 MB.' }),
});

export const ZInspectionPhotoSaved = z.object({
  inspectionItemId: z.number().int(),
  photoId: z.number().int(),
  photoURL: z.string(),
});
export type InspectionPhotoSaved = z.infer<typeof ZInspectionPhotoSaved>;

export const ZInspectionPhotoIdRequest = z.object({ photoId: id('photoId') });

export const ZInspectionDeductionRequest = z.object({
  inspectionItemId: id('inspectionItemId'),
  amount: money('deductionAmount', 1),
  /** Replaces the item's note in the deduction's description when given. */
  note: optionalText('note', INSPECTION_NOTE_MAX),
});
export type InspectionDeductionRequest = z.input<typeof ZInspectionDeductionRequest>;

export const ZInspectionDeductionSaved = z.object({
  inspectionItemId: z.number().int(),
  deductionId: z.number().int(),
  paymentId: z.number().int(),
  amount: z.number().int(),
  /** What the deposit still holds after it. */
  held: z.number().int(),
});

/** The address a stored inspection photo is served at (a GET outside the POST calls). */
export const inspectionPhotoUrl = (photoId: number) => `${paths.inspection.photo}/${photoId}`;

export const inspectionCalls = {
  getChecklist: defineCall({
    path: paths.inspection.getChecklist,
    access: 'user',
    summary:
      "A room type's inspection checklist: its items in order, or the product's default list (isDefault) while it has none.",
    request: ZChecklistRequest,
    response: ZChecklist,
  }),
  updateChecklist: defineCall({
    path: paths.inspection.updateChecklist,
    access: 'user',
    summary: `Sets a room type's checklist: 1-${CHECKLIST_ITEMS_MAX} item names in order, each once. Inspections made before keep their items.`,
    request: ZChecklistUpdateRequest,
    response: ZChecklist,
  }),
  create: defineCall({
    path: paths.inspection.create,
    access: 'user',
    summary:
      "Makes a stay's check-in (1) or check-out (2) inspection from its room type's checklist; a stay has one of each (asked again: that one, created false).",
    request: ZInspectionCreateRequest,
    response: ZInspectionSaved,
  }),
  update: defineCall({
    path: paths.inspection.update,
    access: 'user',
    summary:
      "Sets items' condition (1 Good, 2 Damaged, 3 Missing) and note; completed fixes the inspection (every item checked; 409 for any change after). Answers the inspection as GetById does.",
    request: ZInspectionUpdateRequest,
    response: ZInspection,
  }),
  getById: defineCall({
    path: paths.inspection.getById,
    access: 'user',
    summary:
      "One inspection: its items with condition, note and photos; at check-out each item's check-in state beside it and the items damaged or missing since.",
    request: ZInspectionIdRequest,
    response: ZInspection,
  }),
  getList: defineCall({
    path: paths.inspection.getList,
    access: 'user',
    summary: "Inspections of a stay, or of a property's stays, newest first, paged.",
    request: ZInspectionListRequest,
    response: pagedData(ZInspectionRow),
  }),
  addPhoto: defineCall({
    path: paths.inspection.addPhoto,
    access: 'user',
    summary: `multipart/form-data: "inspectionItemId" and one image file "${INSPECTION_PHOTO_FIELD}" (JPG, PNG or GIF, at most 5 MB), re-encoded within 1600 px; at most ${INSPECTION_PHOTOS_PER_ITEM} per item, while the inspection is open.`,
    body: 'multipart',
    request: ZInspectionPhotoRequest,
    response: ZInspectionPhotoSaved,
  }),
  deletePhoto: defineCall({
    path: paths.inspection.deletePhoto,
    access: 'user',
    summary: 'Removes a photo from its item while the inspection is open (kept in the database, no longer shown).',
    request: ZInspectionPhotoIdRequest,
    response: z.object({ photoId: z.number().int() }),
  }),
  createDeduction: defineCall({
    path: paths.inspection.createDeduction,
    access: 'admin',
    summary:
      "Deducts from the stay's deposit held for a damaged or missing item of its check-out inspection, in one step: a deduction of the deposit (kind Damage) that its return then takes in. One per item.",
    request: ZInspectionDeductionRequest,
    response: ZInspectionDeductionSaved,
  }),
};
