import type { Refusal } from '@kamar/contract';
import { newIdempotencyKey } from '../../../lib/api-client';
import { METER_QUEUE_PREFIX } from '../../../lib/storage-keys';

/** A round: one property's meters of one type, read on one date. */
export interface Round {
  propertyId: number;
  chargeTypeId: number;
  readingDate: string;
}

/** What the reader typed for one room. */
export interface TypedReading {
  roomId: number;
  roomNumber: string;
  reading: number;
  meterReplaced: boolean;
  startReading: number | null;
}

/** A refusal that needs the reader: the server's code and params, and its words as it sent them. */
export interface Held {
  refusal: Refusal | null;
  message: string;
}

/** A reading on its way to the server. */
export interface QueuedReading extends TypedReading {
  /** Made once, when the reading is typed (or retyped): every try sends it as the Idempotency-Key. */
  key: string;
  /** The reader saw the warning that the usage is far above the room's usual, and saves it anyway. */
  confirmHighUsage: boolean;
  /** null while it waits to be sent; the refusal once the server refused it (it is then not tried again). */
  held: Held | null;
}

/**
 * The readings typed on this device and not yet recorded, one queue per round, in browser storage
 * (README.md): a reload, a closed tab or a phone without signal loses none of them. Every change
 * is read from and written to storage at once, so two tabs of one round see the same queue.
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const roundStorageKey = (round: Round) =>
  `${METER_QUEUE_PREFIX}${round.propertyId}:${round.chargeTypeId}:${round.readingDate}`;

function roundOfKey(key: string): Round | null {
  const match = new RegExp(`^${METER_QUEUE_PREFIX}(\\d+):(\\d+):(\\d{4}-\\d{2}-\\d{2})$`).exec(key);
  return match ? { propertyId: Number(match[1]), chargeTypeId: Number(match[2]), readingDate: String(match[3]) } : null;
}

export function readQueue(round: Round): QueuedReading[] {
  try {
    const stored = JSON.parse(localStorage.getItem(roundStorageKey(round)) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

function writeQueue(round: Round, entries: QueuedReading[]) {
  const key = roundStorageKey(round);
  // A full storage throws: the caller says so, and the reading stays on the pad.
  if (entries.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(entries));
  notify();
}

/** Every round with readings waiting or held on this device, oldest date first. */
export function queuedRounds(): Round[] {
  const rounds: Round[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const round = roundOfKey(localStorage.key(i) ?? '');
    if (round && readQueue(round).length > 0) rounds.push(round);
  }
  return rounds.sort((a, b) => a.readingDate.localeCompare(b.readingDate) || a.propertyId - b.propertyId);
}

/**
 * Queues what was typed for a room, in the order typed. A room already in the queue has its entry
 * replaced where it stands, with a new key: it is another request, never the answer to the old one.
 */
export function queueReading(round: Round, typed: TypedReading): QueuedReading {
  const entry: QueuedReading = { ...typed, key: newIdempotencyKey(), confirmHighUsage: false, held: null };
  const entries = readQueue(round);
  const at = entries.findIndex((e) => e.roomId === typed.roomId);
  if (at === -1) entries.push(entry);
  else entries[at] = entry;
  writeQueue(round, entries);
  return entry;
}

/**
 * The reader confirms a usage the server found far above usual: sent again, with a new key,
 * saying so. Answers that key.
 */
export function confirmHighUsage(round: Round, roomId: number): string {
  const key = newIdempotencyKey();
  writeQueue(
    round,
    readQueue(round).map((e) => (e.roomId === roomId ? { ...e, key, confirmHighUsage: true, held: null } : e)),
  );
  return key;
}

/** Holds the entry sent with `key` for the reader (when it is still that entry: it may have been retyped meanwhile). */
export function holdReading(round: Round, key: string, held: Held) {
  writeQueue(
    round,
    readQueue(round).map((e) => (e.key === key ? { ...e, held } : e)),
  );
}

/** Takes an entry out of the queue: recorded (by its key, unless retyped meanwhile), or dropped by the reader (by room). */
export function removeReading(round: Round, which: { key: string } | { roomId: number }) {
  const entries = readQueue(round);
  const kept = entries.filter((e) => ('key' in which ? e.key !== which.key : e.roomId !== which.roomId));
  if (kept.length !== entries.length) writeQueue(round, kept);
}

/** Calls `listener` whenever a queue changes, in this tab or another. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === null || e.key.startsWith(METER_QUEUE_PREFIX)) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
