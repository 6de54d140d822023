import {
  BookingStatus,
  type CallRequest,
  type Checklist,
  DEFAULT_CHECKLIST,
  DeductionKind,
  INSPECTION_NOTE_MAX,
  INSPECTION_PHOTO_FIELD,
  INSPECTION_PHOTOS_PER_ITEM,
  type Inspection,
  type InspectionItem,
  InspectionKind,
  ItemCondition,
  type inspectionCalls,
  inspectionPhotoUrl,
  type Language,
  languagePacks,
  PHOTO_MAX_PIXELS,
  refusal,
  roleMay,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import type { Clock } from '../../lib/business-time.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/image.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { Upload } from '../../plugins/multipart-body.js';
import type { DepositsService } from '../deposits/deposits.service.js';
import { createInspectionsRepository, type StoredItem } from './inspections.repository.js';

type Req<K extends keyof typeof inspectionCalls> = CallRequest<(typeof inspectionCalls)[K]>;

const nameKey = (name: string) => name.trim().toLocaleLowerCase('id');
const isDamagedOrMissing = (condition: number | null | undefined) =>
  condition === ItemCondition.Damaged || condition === ItemCondition.Missing;

/**
 * Inspections (README.md): a room type's checklist copied into a stay's check-in and check-out
 * inspections, each item's condition, note and photos; the check-out set beside the check-in by
 * item name; a deduction from the stay's deposit for a damaged or missing item in one step.
 */
export function createInspectionsService(deps: { db: Database; clock: Clock; deposits: DepositsService }) {
  const { db } = deps;
  const repo = createInspectionsRepository(db);

  async function checklistOf(executor: Executor, roomTypeId: number, language: Language): Promise<Checklist> {
    const type = await repo.roomTypeOf(executor, roomTypeId);
    if (!type) throw notFound(refusal('roomType.notFound'));
    const stored = await repo.checklistOf(executor, roomTypeId);
    return {
      ...type,
      items: stored?.items ?? [...DEFAULT_CHECKLIST[language]],
      isDefault: !stored,
      rowVersion: stored?.rowVersion ?? '',
    };
  }

  /** The item in a lock, refused when it is gone or its inspection is completed. */
  async function openItem(executor: Executor, inspectionItemId: number) {
    const item = await repo.item(executor, inspectionItemId, true);
    if (!item) throw notFound(refusal('inspection.itemNotFound'));
    if (item.completed) throw conflict(refusal('inspection.completed'));
    return item;
  }

  /** A check-out's items beside the check-in's of the same name. */
  function besideCheckIn(items: StoredItem[], checkIn: StoredItem[] | null): InspectionItem[] {
    const byName = new Map((checkIn ?? []).map((i) => [nameKey(i.itemName), i]));
    return items.map((item) => {
      const before = checkIn ? byName.get(nameKey(item.itemName)) : undefined;
      return {
        ...item,
        checkIn: before
          ? {
              inspectionItemId: before.inspectionItemId,
              condition: before.condition,
              note: before.note,
              photos: before.photos,
            }
          : null,
        changed: checkIn !== null && isDamagedOrMissing(item.condition) && item.condition !== before?.condition,
      };
    });
  }

  const service = {
    getChecklist: (input: Req<'getChecklist'>, language: Language) => checklistOf(db, input.roomTypeId, language),

    async updateChecklist(actor: CurrentUser, input: Req<'updateChecklist'>, language: Language) {
      await db.transaction(async (tx) => {
        const type = await repo.roomTypeOf(tx, input.roomTypeId);
        if (!type) throw notFound(refusal('roomType.notFound'));
        const stored = await repo.checklistOf(tx, input.roomTypeId, true);
        if (input.rowVersion !== undefined && stored?.rowVersion !== input.rowVersion)
          throw conflict(refusal('record.stale'));
        if (stored) await repo.updateChecklist(tx, { ...input, updateBy: actor.username });
        else await repo.insertChecklist(tx, { ...input, propertyId: type.propertyId, updateBy: actor.username });
      });
      return checklistOf(db, input.roomTypeId, language);
    },

    /**
     * A stay's inspection of a kind, made from its room type's checklist (stored first when the
     * type still has the default, so the stay's other inspection names its items alike). Asked
     * again, it answers the one the stay has.
     */
    async create(actor: CurrentUser, input: Req<'create'>, language: Language) {
      const stay = await repo.stayOf(db, input.bookingId);
      if (!stay) throw notFound(refusal('booking.notFound'));
      const existing = await repo.findOfStay(db, input.bookingId, input.inspectionKind);
      if (existing) return { inspectionId: existing, created: false };
      if (stay.status !== 1 || stay.bookingStatus === BookingStatus.Cancelled)
        throw conflict(refusal('inspection.bookingNotOpen'));
      if (input.inspectionKind === InspectionKind.CheckOut && !stay.checkedIn)
        throw conflict(refusal('inspection.notCheckedIn'));
      return db.transaction(async (tx) => {
        let items = (await repo.checklistOf(tx, stay.roomTypeId))?.items;
        if (!items) {
          items = [...DEFAULT_CHECKLIST[language]];
          await repo.insertChecklist(tx, {
            roomTypeId: stay.roomTypeId,
            propertyId: stay.propertyId,
            items,
            updateBy: actor.username,
          });
          items = (await repo.checklistOf(tx, stay.roomTypeId))?.items ?? items;
        }
        const made = await repo.insert(tx, {
          bookingId: input.bookingId,
          propertyId: stay.propertyId,
          kind: input.inspectionKind,
          items,
          updateBy: actor.username,
        });
        if (made !== undefined) return { inspectionId: made, created: true };
        const other = await repo.findOfStay(tx, input.bookingId, input.inspectionKind);
        return { inspectionId: other as number, created: false };
      });
    },

    /** Items' conditions and notes; `completed` fixes the inspection once every item is checked. */
    async update(actor: CurrentUser, input: Req<'update'>) {
      await db.transaction(async (tx) => {
        const header = await repo.header(tx, input.inspectionId, true);
        if (!header) throw notFound(refusal('inspection.notFound'));
        if (header.completed) throw conflict(refusal('inspection.completed'));
        if (input.rowVersion !== undefined && header.rowVersion !== input.rowVersion)
          throw conflict(refusal('record.stale'));
        const items = new Map((await repo.itemsOf(tx, input.inspectionId)).map((i) => [i.inspectionItemId, i]));
        const sent = new Set<number>();
        for (const [i, change] of input.items.entries()) {
          const field = `items.${i}.inspectionItemId`;
          if (sent.has(change.inspectionItemId)) throw badRequest(refusal('inspection.itemTwice'), field);
          sent.add(change.inspectionItemId);
          const item = items.get(change.inspectionItemId);
          if (!item) throw badRequest(refusal('inspection.itemOfAnother'), field);
          if (item.deduction && change.condition !== undefined && !isDamagedOrMissing(change.condition))
            throw conflict(refusal('inspection.itemDeducted', { item: item.itemName }));
          await repo.updateItem(tx, input.inspectionId, change, actor.username);
        }
        if (input.completed) {
          const unchecked = (await repo.itemsOf(tx, input.inspectionId)).find((i) => i.condition === null);
          if (unchecked)
            throw badRequest(refusal('inspection.notAllChecked', { item: unchecked.itemName }), 'completed');
        }
        if (
          !(await repo.touch(
            tx,
            input.inspectionId,
            input.rowVersion,
            input.completed ? deps.clock.now() : null,
            actor.username,
          ))
        )
          throw conflict(refusal('record.stale'));
      });
      return service.getById(actor, input.inspectionId);
    },

    async getById(actor: CurrentUser, inspectionId: number): Promise<Inspection> {
      const header = await repo.header(db, inspectionId);
      if (!header) throw notFound(refusal('inspection.notFound'));
      const items = await repo.itemsOf(db, inspectionId);
      let checkIn: StoredItem[] | null = null;
      if (header.inspectionKind === InspectionKind.CheckOut) {
        const checkInId = await repo.findOfStay(db, header.bookingId, InspectionKind.CheckIn);
        checkIn = checkInId ? await repo.itemsOf(db, checkInId) : [];
      }
      const shown = besideCheckIn(items, checkIn);
      return {
        ...header,
        items: shown,
        changes: shown
          .filter((i) => i.changed)
          .map((i) => ({
            inspectionItemId: i.inspectionItemId,
            itemName: i.itemName,
            condition: i.condition as 2 | 3,
            checkInCondition: i.checkIn?.condition ?? null,
          })),
        deposit: roleMay(actor.role, 'deposits.return') ? await deps.deposits.heldOfStay(header.bookingId) : null,
      };
    },

    list: (filter: Req<'getList'>) => repo.list(filter),

    /** A photo of an item while its inspection is open: checked by its bytes and re-encoded first. */
    async addPhoto(actor: CurrentUser, input: Req<'addPhoto'>, upload: Upload | undefined) {
      if (!upload) throw badRequest(refusal('inspection.photoRequired'), INSPECTION_PHOTO_FIELD);
      const photo = await reencodeImage(upload.content, {
        maxPixels: PHOTO_MAX_PIXELS,
        field: INSPECTION_PHOTO_FIELD,
        wrongType: refusal('inspection.photoType'),
        unreadable: refusal('inspection.photoUnreadable'),
      });
      const photoId = await db.transaction(async (tx) => {
        const item = await openItem(tx, input.inspectionItemId);
        if (item.photoCount >= INSPECTION_PHOTOS_PER_ITEM)
          throw conflict(refusal('inspection.tooManyPhotos', { item: item.itemName, max: INSPECTION_PHOTOS_PER_ITEM }));
        return repo.insertPhoto(tx, {
          ...photo,
          inspectionItemId: item.inspectionItemId,
          propertyId: item.propertyId,
          updateBy: actor.username,
        });
      });
      return { inspectionItemId: input.inspectionItemId, photoId, photoURL: inspectionPhotoUrl(photoId) };
    },

    async deletePhoto(actor: CurrentUser, input: Req<'deletePhoto'>) {
      await db.transaction(async (tx) => {
        const photo = await repo.photo(tx, input.photoId);
        if (!photo) throw notFound(refusal('inspection.photoNotFound'));
        await openItem(tx, photo.inspectionItemId);
        await repo.removePhoto(tx, input.photoId, actor.username);
      });
      return { photoId: input.photoId };
    },

    /** A shown photo's bytes, if the caller sees its property (the policies), else undefined. */
    findPhoto: (photoId: number) => repo.photoBytes(db, photoId),

    /**
     * A deduction from the stay's deposit for a damaged or missing item of its check-out
     * inspection, in one step (README.md): one of the deposit's deductions from now on (kind
     * Damage, the item's name, what was found and the note as its description), which the
     * deposit's return takes in. Within what the deposit still holds; one per item.
     */
    async createDeduction(actor: CurrentUser, input: Req<'createDeduction'>, language: Language) {
      return db.transaction(async (tx) => {
        const item = await repo.item(tx, input.inspectionItemId, true);
        if (!item) throw notFound(refusal('inspection.itemNotFound'));
        if (item.inspectionKind !== InspectionKind.CheckOut) throw conflict(refusal('inspection.deductionAtCheckIn'));
        if (!isDamagedOrMissing(item.condition))
          throw conflict(refusal('inspection.deductionGoodItem', { item: item.itemName }));
        if (item.deductionId !== null)
          throw conflict(
            refusal('inspection.deductionTwice', { item: item.itemName, amount: item.deductionAmount ?? 0 }),
          );
        const found = languagePacks[language].enums.itemCondition[item.condition as ItemCondition];
        const note = input.note || item.note;
        const description = `${item.itemName} (${found.toLocaleLowerCase(language)})${note ? `: ${note}` : ''}`;
        const made = await deps.deposits.deductBeforeReturn(tx, {
          bookingId: item.bookingId,
          kind: DeductionKind.Damage,
          amount: input.amount,
          note: description.slice(0, INSPECTION_NOTE_MAX),
          updateBy: actor.username,
        });
        if ('refused' in made) {
          if (made.refused === 'noDeposit') throw conflict(refusal('inspection.noDeposit'));
          if (made.refused === 'settled') throw conflict(refusal('inspection.depositSettled'));
          throw badRequest(refusal('inspection.deductionTooHigh', { max: 'max' in made ? made.max : 0 }), 'amount');
        }
        await repo.setDeduction(tx, item.inspectionItemId, made.deductionId, actor.username);
        return { inspectionItemId: item.inspectionItemId, amount: input.amount, ...made };
      });
    },
  };
  return service;
}

export type InspectionsService = ReturnType<typeof createInspectionsService>;
