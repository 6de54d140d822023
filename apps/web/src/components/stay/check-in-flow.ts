import type { StayMeterReading } from '@kamar/contract';
import { i18n } from '../../lib/i18n';
import { checkInWords } from './check-in-words';
import type { DoorTools } from './door';
import { moveWithReadings } from './door-moves';
import { readBusy } from './read-busy';
import { roomMeters, type StayAtDoor } from './room-meters';

/**
 * Check-in: "Are you sure?" with what it does (check-in-words.ts), and with the readings of the
 * room's meters when the business reads any: they start the new tenant's usage (door-moves.ts).
 * `checkIn` is the screen's own call (its topic refreshes what it shows), sent the readings typed.
 */
export async function checkInAtDoor(
  { run }: DoorTools,
  stay: StayAtDoor & { checkInDate: string },
  today: string,
  checkIn: (meterReadings: StayMeterReading[]) => Promise<unknown>,
): Promise<void> {
  const words = checkInWords(stay.checkInDate, today);
  const meters = await readBusy(() => roomMeters(stay));
  if (meters === null) return;
  if (meters.length === 0) {
    await run({ confirm: words, action: () => checkIn([]) });
    return;
  }
  const yes = { value: 'yes' as const, label: i18n.t('common.yes'), ...(words.warning ? { color: 'red' } : {}) };
  await moveWithReadings({
    words: {
      title: words.title ?? i18n.t('dialog.confirmTitle'),
      lines: [words.text],
      warning: words.warning,
      choices: [yes],
      kind: 'checkIn',
    },
    meters,
    send: (_, readings) => checkIn(readings),
  });
}
