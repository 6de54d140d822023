import type { METER_READING_MAX } from '@kamar/contract';
import { useEffect, useRef, useState } from 'react';
import type { TypedReading } from '../queue/reading-queue';

/**
 * The contract's most a meter shows, by type only: its module holds the schemas, which the round
 * leaves out of its JavaScript (a new figure there fails the typecheck here).
 */
const READING_MAX: typeof METER_READING_MAX = 99_999_999;
const MAX_DIGITS = String(READING_MAX).length;

type Figures = Pick<TypedReading, 'reading' | 'meterReplaced' | 'startReading'>;

/** Whether a key press belongs to a field, a dialog or a menu rather than to the keypad. */
const elsewhere = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [role="dialog"], [role="menu"]') !== null);

/**
 * What the keypad types for a room: its reading and, for a meter replaced since the last reading,
 * the new meter's start. A keyboard types too (a desk's computer): digits, Backspace, Enter to save.
 */
export function useTypedFigures(initial: Figures | null, busy: boolean, onEnter: () => void) {
  const [reading, setReading] = useState(initial ? String(initial.reading) : '');
  const [start, setStart] = useState(initial?.startReading != null ? String(initial.startReading) : '');
  const [replaced, setReplaced] = useState(initial?.meterReplaced ?? false);
  const [target, setTarget] = useState<'reading' | 'start'>('reading');
  const setTyped = replaced && target === 'start' ? setStart : setReading;

  // A dial's leading zeros are not part of the figure; a ninth digit is more than a meter shows.
  const digit = (d: string) =>
    setTyped((v) => {
      const next = v === '0' ? d : v + d;
      return next.length > MAX_DIGITS ? v : next;
    });
  const backspace = () => setTyped((v) => v.slice(0, -1));
  const clear = () => setTyped('');

  const keys = useRef({ digit, backspace, onEnter, busy });
  keys.current = { digit, backspace, onEnter, busy };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || keys.current.busy || elsewhere(e.target)) return;
      if (/^\d$/.test(e.key)) keys.current.digit(e.key);
      else if (e.key === 'Backspace') keys.current.backspace();
      else if (e.key === 'Enter' && !(e.target instanceof HTMLButtonElement)) keys.current.onEnter();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const figures: Figures | null =
    reading === ''
      ? null
      : {
          reading: Number(reading),
          meterReplaced: replaced,
          startReading: replaced && start !== '' ? Number(start) : null,
        };
  return {
    reading,
    start,
    replaced,
    target,
    figures,
    digit,
    backspace,
    clear,
    choose: setTarget,
    /** A replaced meter's start is typed first: it is on the installer's note, the reading on the new dial. */
    setReplaced(next: boolean) {
      setReplaced(next);
      setTarget(next ? 'start' : 'reading');
    },
  };
}
