import type { MeterReadingSaved } from '@kamar/contract';
import { ApiError } from '../../../lib/api-client';
import { holdReading, type QueuedReading, queuedRounds, type Round, readQueue, removeReading } from './reading-queue';

/** What sending needs of the outside world: the call, and the server's round to look at. */
export interface Sender {
  /** MeterReading/Create with the entry's own Idempotency-Key. */
  create(round: Round, entry: QueuedReading): Promise<MeterReadingSaved>;
  /** Whether the server's round already shows the room read with this very figure. */
  recorded(round: Round, entry: QueuedReading): Promise<boolean>;
  /** A reading is recorded (its answer, or null when the round showed it recorded already). */
  onRecorded(round: Round, entry: QueuedReading, saved: MeterReadingSaved | null): void;
}

/**
 * How a pass ended: every waiting entry tried (`done`); stopped because there is no connection or
 * the server is unwell (`later`: what is left waits for the next pass); or the session is over.
 */
export type SendResult = { outcome: 'done' | 'later' } | { outcome: 'signedOut'; error: ApiError };

/** A failure that may pass by itself: no answer, the server unwell or busy. Tried again later, never held. */
const passing = (e: ApiError) => e.status === 0 || e.status === 408 || e.status === 429 || e.status >= 500;

/**
 * One entry: recorded (out of the queue), held for the reader (a refusal only they can answer:
 * below the previous reading, a usage to confirm...), or left waiting.
 */
async function sendOne(sender: Sender, round: Round, entry: QueuedReading): Promise<SendResult | null> {
  try {
    const saved = await sender.create(round, entry);
    removeReading(round, { key: entry.key });
    sender.onRecorded(round, entry, saved);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError) || passing(error)) return { outcome: 'later' };
    if (error.status === 401) return { outcome: 'signedOut', error };
    // A first try recorded whose answer was lost, and its key since forgotten (or sent by another
    // tab): the room already read that day with this figure is this reading, not a clash.
    if (error.refusal?.code === 'meterReading.sameDate') {
      const recorded = await sender.recorded(round, entry).catch(() => null);
      if (recorded === null) return { outcome: 'later' };
      if (recorded) {
        removeReading(round, { key: entry.key });
        sender.onRecorded(round, entry, null);
        return null;
      }
    }
    holdReading(round, entry.key, { refusal: error.refusal, message: error.message });
    return null;
  }
}

/** Sends every waiting entry of these rounds in the order typed; held entries wait for the reader. */
async function sendRounds(sender: Sender, rounds: Round[]): Promise<SendResult> {
  for (const round of rounds) {
    for (const entry of readQueue(round)) {
      // Read again: an earlier answer may have been slow, and the entry retyped or dropped meanwhile.
      const current = readQueue(round).find((e) => e.key === entry.key);
      if (!current || current.held) continue;
      const stopped = await sendOne(sender, round, current);
      if (stopped) return stopped;
    }
  }
  return { outcome: 'done' };
}

/**
 * The one sender of this page: a pass at a time (a save, the `online` event and the retry timer
 * may all ask at once), and one more pass when asked during one, so nothing typed meanwhile waits
 * for the timer. `first`: the round on screen, sent before the others this device holds.
 */
export function createQueueSender(sender: Sender) {
  let running: Promise<SendResult> | null = null;
  let again = false;
  let wanted: Round | undefined;

  const order = (first: Round | undefined) => {
    const rounds = queuedRounds();
    if (!first) return rounds;
    const same = (r: Round) =>
      r.propertyId === first.propertyId && r.chargeTypeId === first.chargeTypeId && r.readingDate === first.readingDate;
    return [...rounds.filter(same), ...rounds.filter((r) => !same(r))];
  };

  const pass = async (): Promise<SendResult> => {
    try {
      let result: SendResult;
      do {
        again = false;
        result = await sendRounds(sender, order(wanted));
      } while (again && result.outcome === 'done');
      return result;
    } finally {
      running = null;
    }
  };

  return {
    send(first?: Round): Promise<SendResult> {
      wanted = first;
      if (running) {
        again = true;
        return running;
      }
      running = pass();
      return running;
    },
  };
}
