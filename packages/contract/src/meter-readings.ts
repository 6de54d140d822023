import { z } from 'zod';
import { defineCall } from './call.js';
import { auditFields, pagedData, pageRequest, rowVersionField, ZSeenRowVersion } from './common.js';
import { BillStatus, enumValues, MeterReadingKind } from './enums.js';
import { boolean, id, isoDate, oneOf, optionalText, wholeNumber } from './fields.js';
import { dateOrAll, idOrAll, oneOfOrAll } from './filters.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';
import { propertyFilter, propertyOfRow } from './properties.js';
import { formNumber, PHOTO_MAX_BYTES } from './tenants.js';

/** The most a meter shows: eight digits (a kWh or m3 meter's dial). */
export const METER_READING_MAX = 99_999_999;
export const METER_REMARK_MAX = 200;
/** A usage over this many times the room's usual (per day, over its last readings) must be confirmed. */
export const HIGH_USAGE_FACTOR = 3;

/** The file part of MeterReading/UploadPhoto; bounded and re-encoded as tenant photos are. */
export const METER_PHOTO_FIELD = 'photo';
export const METER_PHOTO_MAX_BYTES = PHOTO_MAX_BYTES;

const meterValue = (field: 'reading' | 'startReading') => wholeNumber(field, 0, METER_READING_MAX);

/**
 * A meter replaced since the last reading: the new meter's first figure (`startReading`); the
 * usage is then counted from it, not from the old meter's last reading.
 */
const replacedMeter = {
  meterReplaced: boolean('meterReplaced').optional().default(false),
  startReading: meterValue('startReading').nullish(),
};
const replacementRule = <
  S extends z.ZodType<{ meterReplaced: boolean; startReading?: number | null | undefined; reading: number }>,
>(
  schema: S,
) =>
  schema
    .refine((v) => !v.meterReplaced || v.startReading != null, {
      path: ['startReading'],
      message: issueMessage(refusal('meterReading.startRequired')),
    })
    .refine((v) => !v.meterReplaced || v.startReading == null || v.reading >= v.startReading, {
      path: ['reading'],
      message: issueMessage(refusal('meterReading.belowStart')),
    });

/**
 * What the reader typed for one room and meter. `confirmHighUsage`: the reader saw the warning
 * that the usage is far above the room's usual and saves it anyway.
 */
const readingFields = {
  reading: meterValue('reading'),
  ...replacedMeter,
  remark: optionalText('remark', METER_REMARK_MAX),
  confirmHighUsage: boolean('confirmHighUsage').optional().default(false),
};

export const ZMeterReadingCreateRequest = replacementRule(
  z.object({
    roomId: id('room'),
    chargeTypeId: id('chargeType'),
    readingDate: isoDate('readingDate'),
    ...readingFields,
  }),
);
export type MeterReadingCreateRequest = z.input<typeof ZMeterReadingCreateRequest>;

/** A correction of the latest reading of its room and meter, while the bill it is on is not paid. */
export const ZMeterReadingUpdateRequest = replacementRule(
  z.object({ meterReadingId: id('meterReading'), ...readingFields, rowVersion: ZSeenRowVersion }),
);
export type MeterReadingUpdateRequest = z.input<typeof ZMeterReadingUpdateRequest>;

export const ZMeterReadingIdRequest = z.object({ meterReadingId: id('meterReading') });

/** A reading taken at check-in or check-out, of one of the room's metered types. */
export const ZStayMeterReading = replacementRule(z.object({ chargeTypeId: id('chargeType'), ...readingFields }));
export type StayMeterReading = z.input<typeof ZStayMeterReading>;

/** What a saved reading came to: the usage billed, and the bill it is on (null: it joins the stay's next bill). */
export const ZMeterReadingSaved = z.object({
  meterReadingId: z.number().int(),
  /** null: the first reading of the meter (or a check-in's), which bills nothing. */
  usage: z.number().int().nullable(),
  amount: z.number().int(),
  billId: z.number().int().nullable(),
});
export type MeterReadingSaved = z.infer<typeof ZMeterReadingSaved>;

export const ZMeterRoundRequest = z.object({
  propertyId: id('property'),
  chargeTypeId: id('chargeType'),
  readingDate: isoDate('readingDate'),
});
export type MeterRoundRequest = z.input<typeof ZMeterRoundRequest>;

/** One room of a round: who is in it, what its meter showed last, and this round's reading once taken. */
export const ZMeterRoundRoom = z.object({
  roomId: z.number().int(),
  roomNumber: z.string(),
  bookingId: z.number().int().nullable(),
  tenantName: z.string().nullable(),
  previousReading: z.number().int().nullable(),
  /** YYYY-MM-DDT00:00:00, or null when the meter was never read. */
  previousReadingDate: z.string().nullable(),
  meterReadingId: z.number().int().nullable(),
  reading: z.number().int().nullable(),
  usage: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  billId: z.number().int().nullable(),
  /** This round's reading's photo (GET), or '' when it has none. */
  photoURL: z.string(),
});
export type MeterRoundRoom = z.infer<typeof ZMeterRoundRoom>;

export const ZMeterRound = z.object({
  propertyId: z.number().int(),
  chargeTypeId: z.number().int(),
  chargeTypeName: z.string(),
  unitName: z.string(),
  unitPrice: z.number().int(),
  minimumCharge: z.number().int(),
  readingDate: z.string(),
  /** Every active room of the property, in floor order (the rooms list's order). */
  rooms: z.array(ZMeterRoundRoom),
  /** Rooms read on this date; the rest are what is left of the round. */
  roomsRead: z.number().int(),
});
export type MeterRound = z.infer<typeof ZMeterRound>;

export const ZMeterReadingListRequest = z.object({
  propertyId: propertyFilter(),
  roomId: idOrAll('room'),
  chargeTypeId: idOrAll('chargeType'),
  bookingId: idOrAll('booking'),
  readingKind: oneOfOrAll('readingKind', enumValues(MeterReadingKind)),
  readingFrom: dateOrAll('readingFrom'),
  readingTo: dateOrAll('readingTo'),
  ...pageRequest(),
});
export type MeterReadingListRequest = z.input<typeof ZMeterReadingListRequest>;

export const ZMeterReading = z.object({
  meterReadingId: z.number().int(),
  roomId: z.number().int(),
  roomNumber: z.string(),
  chargeTypeId: z.number().int(),
  chargeTypeName: z.string(),
  unitName: z.string(),
  readingDate: z.string(),
  readingKind: oneOf('readingKind', enumValues(MeterReadingKind)),
  previousReading: z.number().int().nullable(),
  previousReadingDate: z.string().nullable(),
  reading: z.number().int(),
  meterReplaced: z.boolean(),
  startReading: z.number().int().nullable(),
  usage: z.number().int().nullable(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  bookingId: z.number().int().nullable(),
  tenantName: z.string().nullable(),
  billId: z.number().int().nullable(),
  billStatus: oneOf('billStatus', enumValues(BillStatus)).nullable(),
  remark: z.string(),
  /** The meter's photo kept with the reading (GET), or '' when none was taken. */
  photoURL: z.string(),
  ...propertyOfRow,
  ...auditFields,
  ...rowVersionField,
});
export type MeterReading = z.infer<typeof ZMeterReading>;

export const ZMeterReadingRow = ZMeterReading.extend({ rowNumber: z.number().int() });
export type MeterReadingRow = z.infer<typeof ZMeterReadingRow>;

/** MeterReading/UploadPhoto travels as multipart: the reading's id as text, the photo as a file part. */
const notFile = issueMessage(refusal('meterReading.photoNotFile'));
export const ZMeterPhotoUploadRequest = z.object({
  meterReadingId: formNumber(id('meterReading')),
  [METER_PHOTO_FIELD]: z
    .string({ error: notFile })
    .refine((v) => v === '', notFile)
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'The photo: a jpg, png or gif file of at most 5 MB.' }),
});

export const ZMeterPhotoSaved = z.object({ meterReadingId: z.number().int(), photoURL: z.string() });
export type MeterPhotoSaved = z.infer<typeof ZMeterPhotoSaved>;

/** The address a stored meter photo is served at (a GET outside the POST calls). */
export const meterPhotoUrl = (photoId: number) => `${paths.meterReading.photo}/${photoId}`;

export const meterReadingCalls = {
  getRound: defineCall({
    path: paths.meterReading.getRound,
    access: 'user',
    summary:
      "A reading round: every room of the property in floor order with its stay, the meter's previous reading, and this date's reading once taken.",
    request: ZMeterRoundRequest,
    response: ZMeterRound,
  }),
  create: defineCall({
    path: paths.meterReading.create,
    access: 'user',
    summary:
      "Records a room's meter reading; its usage x the unit price (at least the minimum) becomes a line on the stay's bill. 400 below the previous reading or before its date, 409 for a second reading that day or a usage far above usual not confirmed.",
    request: ZMeterReadingCreateRequest,
    response: ZMeterReadingSaved,
  }),
  update: defineCall({
    path: paths.meterReading.update,
    access: 'user',
    summary:
      'Corrects the latest reading of its room and meter while its bill is not paid (409 once paid: a correction is then a new reading).',
    request: ZMeterReadingUpdateRequest,
    response: ZMeterReadingSaved,
  }),
  delete: defineCall({
    path: paths.meterReading.delete,
    access: 'user',
    summary: 'Removes the latest reading of its room and meter, and its bill line, while that bill is not paid.',
    request: ZMeterReadingIdRequest,
    response: z.object({ meterReadingId: z.number().int() }),
  }),
  getById: defineCall({
    path: paths.meterReading.getById,
    access: 'user',
    summary: 'One meter reading, with its room, stay and the bill its line is on.',
    request: ZMeterReadingIdRequest,
    response: ZMeterReading,
  }),
  getList: defineCall({
    path: paths.meterReading.getList,
    access: 'user',
    summary: 'Meter readings filtered by property, room, type, stay, kind and dates, newest first, paged.',
    request: ZMeterReadingListRequest,
    response: pagedData(ZMeterReadingRow),
  }),
  uploadPhoto: defineCall({
    path: paths.meterReading.uploadPhoto,
    access: 'user',
    summary: `multipart/form-data: "meterReadingId" and one image file "${METER_PHOTO_FIELD}" (JPG, PNG or GIF, at most 5 MB), re-encoded within 1600 px. Keeps the photo with the reading, also on a paid bill (it is evidence, not money); a new photo replaces the shown one and the old is kept.`,
    body: 'multipart',
    request: ZMeterPhotoUploadRequest,
    response: ZMeterPhotoSaved,
  }),
};
