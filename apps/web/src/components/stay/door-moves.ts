import type { Refusal, StayMeterReading } from '@kamar/contract';
import { ApiError } from '../../lib/api-client';
import { messageText } from '../../lib/i18n';
import { session } from '../../lib/session';
import { busy } from '../feedback/busy';
import { confirmDialog, errorDialog, successDialog } from '../feedback/dialogs';
import { aboutReadings, meterOf, readingsOf } from './reading-refusals';
import { type MoveWords, noReadings, type ReadingMarks, readingsDialog } from './readings-dialog';
import type { RoomMeter } from './room-meters';

/** A check-in or check-out with the room's readings: its dialog, its call, and what follows it. */
export interface DoorMove<T extends string> {
  words: MoveWords<T>;
  meters: RoomMeter[];
  send(choice: T, readings: StayMeterReading[]): Promise<unknown>;
  successText?(choice: T): string | undefined;
  onSuccess?(choice: T): void;
}

/**
 * A check-in or check-out confirmed in one dialog with the room's meter readings, then its call.
 * A usage far above the room's usual is asked about, and on Yes that reading is sent again as
 * confirmed; a reading refused (below the last one, read twice today...) brings the dialog back
 * with what was typed and the refusal at its field; anything else is the Error dialog, as always.
 */
export async function moveWithReadings<T extends string>(move: DoorMove<T>): Promise<void> {
  let typed = noReadings(move.meters);
  let marks: ReadingMarks = {};
  let refusal: Refusal | null = null;
  for (;;) {
    const answer = await readingsDialog(move.words, move.meters, typed, marks, refusal);
    if (answer === null) return;
    typed = answer.typed;
    marks = {};
    refusal = null;
    const sent = readingsOf(move.meters, typed);
    const confirmed = new Set<number>();
    for (;;) {
      busy.start();
      try {
        await move.send(
          answer.choice,
          sent.map((r) => (confirmed.has(r.chargeTypeId) ? { ...r, confirmHighUsage: true } : r)),
        );
      } catch (error) {
        busy.stop();
        if (!(error instanceof ApiError) || !aboutReadings(error)) {
          await errorDialog(error, () => session.end());
          return;
        }
        const at = meterOf(error, sent, move.meters, confirmed);
        if (error.refusal?.code === 'meterReading.highUsage' && at !== null) {
          if (await confirmDialog({ text: messageText(error.refusal) ?? '', warning: true })) {
            confirmed.add(at.chargeTypeId);
            continue;
          }
        }
        const reason = error.errors.find((e) => e.field.startsWith('meterReadings')) ?? error.refusal;
        if (at && reason) marks = { [at.chargeTypeId]: { field: at.field, refusal: reason } };
        else refusal = reason;
        break;
      }
      busy.stop();
      await successDialog(move.successText?.(answer.choice));
      move.onSuccess?.(answer.choice);
      return;
    }
  }
}
