import type { MeterReadingSaved, MeterRound } from '@kamar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useShowError } from '../../../components/feedback/use-action';
import { invalidateAfter } from '../../../lib/query-keys';
import { createMeterReading } from '../api/create-meter-reading';
import { meterRoundQueryOptions } from '../api/get-meter-round';
import { meterReadingKeys } from '../api/meter-reading-keys';
import {
  confirmHighUsage,
  type QueuedReading,
  queuedRounds,
  queueReading,
  type Round,
  readQueue,
  removeReading,
  subscribeQueue,
  type TypedReading,
} from './reading-queue';
import { createQueueSender } from './send-queue';

/** While readings wait, the queue is tried again this often (besides on each save and when the connection returns). */
const RETRY_EVERY_MS = 15_000;
/** How long a save waits for its answer before the reader moves on (the answer, when it comes, shows on the round). */
const ANSWER_WAIT_MS = 2_000;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a connection (it may still be a poor one: a call that fails waits too). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/** The round's answer with a recorded reading in it, until the round is asked again. */
function withRecorded(round: MeterRound, entry: QueuedReading, saved: MeterReadingSaved): MeterRound {
  const rooms = round.rooms.map((room) =>
    room.roomId === entry.roomId
      ? {
          ...room,
          meterReadingId: saved.meterReadingId,
          reading: entry.reading,
          usage: saved.usage,
          amount: saved.amount,
          billId: saved.billId,
        }
      : room,
  );
  return { ...round, rooms, roomsRead: rooms.filter((r) => r.meterReadingId !== null).length };
}

const sameRound = (a: Round, b: Round) =>
  a.propertyId === b.propertyId && a.chargeTypeId === b.chargeTypeId && a.readingDate === b.readingDate;

/**
 * The round's queue on screen (README.md): what it holds, the other rounds this device still
 * holds, and the sending: at once on a save, when the connection returns, and every
 * RETRY_EVERY_MS while something waits.
 */
export function useReadingQueue(round: Round | null) {
  const queryClient = useQueryClient();
  const showError = useShowError();
  const online = useOnline();
  const [version, setVersion] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => subscribeQueue(() => setVersion((v) => v + 1)), []);
  // Whether a pass recorded anything: only then are the round, the list and the bills asked again.
  const recorded = useRef(false);

  const sender = useMemo(
    () =>
      createQueueSender({
        create: (r, entry) =>
          createMeterReading(
            {
              roomId: entry.roomId,
              chargeTypeId: r.chargeTypeId,
              readingDate: r.readingDate,
              reading: entry.reading,
              meterReplaced: entry.meterReplaced,
              startReading: entry.meterReplaced ? entry.startReading : null,
              confirmHighUsage: entry.confirmHighUsage,
            },
            entry.key,
          ),
        recorded: async (r, entry) => {
          const answer = await queryClient.fetchQuery(meterRoundQueryOptions(r));
          return answer.rooms.some(
            (room) => room.roomId === entry.roomId && room.meterReadingId !== null && room.reading === entry.reading,
          );
        },
        onRecorded: (r, entry, saved) => {
          recorded.current = true;
          if (!saved) return;
          queryClient.setQueryData(meterReadingKeys.round(r), (shown: MeterRound | undefined) =>
            shown ? withRecorded(shown, entry, saved) : shown,
          );
        },
      }),
    [queryClient],
  );

  const roundRef = useRef(round);
  roundRef.current = round;
  const send = useCallback(async () => {
    if (!navigator.onLine) return;
    setSending(true);
    const result = await sender.send(roundRef.current ?? undefined).finally(() => setSending(false));
    if (recorded.current) {
      recorded.current = false;
      // The round, the list and the stays' bills, read again with what was recorded.
      await invalidateAfter(queryClient, 'meterReadings');
    }
    if (result.outcome === 'signedOut') void showError(result.error);
  }, [sender, queryClient, showError]);

  const key = round ? `${round.propertyId}:${round.chargeTypeId}:${round.readingDate}` : '';
  // Read again whenever a queue changes (version) or the round does (key).
  const entries = useMemo(() => (round ? readQueue(round) : []), [key, version]);
  const others = useMemo(
    () =>
      queuedRounds()
        .filter((r) => !round || !sameRound(r, round))
        .map((r) => ({ round: r, count: readQueue(r).length })),
    [key, version],
  );
  const waiting = entries.some((e) => !e.held) || others.length > 0;

  /** The entry sent with `key` once the queue has been sent (or ANSWER_WAIT_MS has passed); null once recorded. */
  const settled = async (r: Round, key: string) => {
    const wait = new Promise<void>((done) => window.setTimeout(done, ANSWER_WAIT_MS));
    await Promise.race([send(), wait]);
    return readQueue(r).find((e) => e.key === key) ?? null;
  };

  // On opening a round, and whenever the connection returns.
  useEffect(() => {
    if (online && key) void send();
  }, [online, key, send]);
  // While anything waits, now and then: a connection the browser calls online may have been a poor one.
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void send(), RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, send]);

  return {
    entries,
    /** The other rounds with readings on this device (another type or date), and how many. */
    others,
    online,
    sending,
    /**
     * Queues a typed reading and sends the queue; answers the entry as it stands once its answer
     * came, or after ANSWER_WAIT_MS (offline: at once), so the reader is never kept at a room.
     */
    async save(typed: TypedReading): Promise<QueuedReading | null> {
      if (!round) return null;
      return settled(round, queueReading(round, typed).key);
    },
    /** Sends a held usage again, confirmed; answers as `save` does. */
    async confirm(roomId: number): Promise<QueuedReading | null> {
      if (!round) return null;
      return settled(round, confirmHighUsage(round, roomId));
    },
    drop(roomId: number) {
      if (round) removeReading(round, { roomId });
    },
    sendNow: send,
  };
}
