import { RoomStatus } from '@kamar/contract';
import { VisuallyHidden } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { PHONE_SCREEN } from '../../../lib/phone-screen';
import classes from './timeline.module.css';
import { TimelineBar } from './timeline-bar';
import type { RoomRow } from './timeline-rows';

/** A new stay asked for: the room, its first night and, dragged across days, its check-out day. */
export interface BookingStart {
  roomId: number;
  from: number;
  /** The last night's index when dragged across days; null for one tap. */
  to: number | null;
}

interface TimelineGridProps {
  rows: RoomRow[];
  days: string[];
  today: string;
  /** The range in words, the table's name. */
  rangeWords: string;
  onBook(start: BookingStart): void;
}

/** A day's sizes: wide enough to tap on a phone (44 px and more), filling the width when they fit. */
function useSizes(days: number) {
  const phone = useMediaQuery(PHONE_SCREEN, false, { getInitialValueInEffect: false });
  const { ref, width } = useElementSize();
  const room = phone ? 84 : 128;
  const lane = phone ? 52 : 46;
  const minDay = phone ? 48 : 40;
  const day = Math.max(minDay, Math.floor((width - room - 2) / Math.max(days, 1)));
  return { ref, room, lane, day };
}

/** A drag across free days of one room, as the mouse moves (touch scrolls instead). */
interface Drag {
  roomId: number;
  anchor: number;
  at: number;
}

/**
 * Rooms down the side, days across: a table whose rows are drawn only while in view (a kos of
 * a thousand rooms stays quick). Each day of a room is a cell; a free day holds a button that
 * books the room from it (a mouse may drag across free days for a stay), a stay's bar sits in
 * the cell of its first day shown and links to the stay.
 */
export function TimelineGrid({ rows, days, today, rangeWords, onBook }: TimelineGridProps) {
  const { t } = useTranslation();
  const sizes = useSizes(days.length);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.lanes ?? 1) * sizes.lane,
    overscan: 6,
  });
  // New rows (another range or property) or another lane height: every row measured again.
  useEffect(() => virtualizer.measure(), [virtualizer, rows, sizes.lane]);

  // A new range opens on today (the day before it, for context) when it holds today, else on its
  // first day; the snap to a day would otherwise keep the column it last rested on.
  const todayAt = days.indexOf(today);
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = todayAt > 0 ? (todayAt - 1) * sizes.day : 0;
  }, [todayAt, days[0], days.length, sizes.day]);

  const [drag, setDrag] = useState<Drag | null>(null);
  const dragged = useRef(false);
  useEffect(() => {
    if (!drag) return;
    const end = () => {
      setDrag(null);
      if (drag.at !== drag.anchor) {
        dragged.current = true;
        onBook({ roomId: drag.roomId, from: Math.min(drag.anchor, drag.at), to: Math.max(drag.anchor, drag.at) });
      }
    };
    window.addEventListener('pointerup', end);
    return () => window.removeEventListener('pointerup', end);
  }, [drag, onBook]);

  const width = sizes.room + days.length * sizes.day;
  const style = {
    '--day': `${sizes.day}px`,
    '--room': `${sizes.room}px`,
    '--lane': `${sizes.lane}px`,
  } as CSSProperties;
  const dayWords = (day: string) => formatDay(day, 'dddd, DD MMM YYYY');
  return (
    <div ref={sizes.ref} style={style}>
      <div ref={scroller} className={classes.scroller}>
        <table
          className={classes.table}
          aria-label={t('timeline.grid', { range: rangeWords })}
          aria-rowcount={rows.length + 1}
          aria-colcount={days.length + 1}
          data-testid="timeline-grid"
        >
          <thead className={classes.head}>
            <tr aria-rowindex={1} className={classes.headRow} style={{ width }}>
              <th scope="col" className={classes.corner}>
                {t('timeline.roomColumn')}
              </th>
              {days.map((day, i) => {
                const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
                return (
                  <th
                    key={day}
                    scope="col"
                    aria-colindex={i + 2}
                    aria-label={day === today ? `${dayWords(day)}, ${t('timeline.today')}` : dayWords(day)}
                    className={classes.dayHead}
                    data-today={day === today || undefined}
                    data-weekend={weekday === 0 || weekday === 6 || undefined}
                    data-testid={`day-${day}`}
                  >
                    <div aria-hidden>{formatDay(day, 'dd')}</div>
                    <div aria-hidden>{formatDay(day, sizes.day < 64 ? 'D' : 'D MMM')}</div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={classes.body} style={{ height: virtualizer.getTotalSize(), width }}>
            {virtualizer.getVirtualItems().map((item) => (
              <RoomLine
                key={(rows[item.index] as RoomRow).room.roomId}
                row={rows[item.index] as RoomRow}
                rowIndex={item.index + 2}
                top={item.start}
                width={width}
                {...{ days, today, sizes, drag, setDrag, dragged, onBook }}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface RoomLineProps {
  row: RoomRow;
  rowIndex: number;
  top: number;
  width: number;
  days: string[];
  today: string;
  sizes: { day: number; lane: number };
  drag: Drag | null;
  setDrag(drag: Drag | null): void;
  dragged: { current: boolean };
  onBook(start: BookingStart): void;
}

/** One room's row: its header, then a cell a day with a free day's button or the bars beginning there. */
function RoomLine({ row, rowIndex, top, width, days, today, sizes, drag, setDrag, dragged, onBook }: RoomLineProps) {
  const { t } = useTranslation();
  const { room } = row;
  const service = room.roomStatus === RoomStatus.Maintenance;
  const height = row.lanes * sizes.lane;
  const barsAt = new Map<number, RoomRow['bars']>();
  for (const bar of row.bars) barsAt.set(bar.start, [...(barsAt.get(bar.start) ?? []), bar]);
  const dayWords = (day: string) => formatDay(day, 'dddd, DD MMM YYYY');
  /** Every day from one to the other is free in the row: a drag may stretch over them. */
  const freeBetween = (a: number, b: number) =>
    row.taken.slice(Math.min(a, b), Math.max(a, b) + 1).every((taken) => !taken);
  return (
    <tr
      aria-rowindex={rowIndex}
      className={classes.row}
      style={{ top, height, width }}
      data-testid={`room-${room.roomNumber}`}
    >
      <th scope="row" className={classes.roomHead} style={{ height }}>
        <span className={classes.roomNumber}>{room.roomNumber}</span>
        <span className={classes.roomType}>{service ? t('timeline.outOfService') : room.roomTypeName}</span>
      </th>
      {days.map((day, i) => {
        const free = !row.taken[i] && !service;
        const selected =
          drag?.roomId === room.roomId && i >= Math.min(drag.anchor, drag.at) && i <= Math.max(drag.anchor, drag.at);
        return (
          <td
            key={day}
            aria-colindex={i + 2}
            className={classes.cell}
            style={{ height }}
            data-today={day === today || undefined}
            data-service={service || undefined}
          >
            {service && (
              <VisuallyHidden>
                {t('timeline.serviceDay', { room: room.roomNumber, date: dayWords(day) })}
              </VisuallyHidden>
            )}
            {free && (
              <button
                type="button"
                className={classes.free}
                aria-label={t('timeline.freeDay', { room: room.roomNumber, date: dayWords(day) })}
                data-selected={selected || undefined}
                data-testid={`free-${room.roomNumber}-${day}`}
                onPointerDown={(e) => {
                  if (e.pointerType !== 'mouse' || e.button !== 0) return;
                  dragged.current = false;
                  setDrag({ roomId: room.roomId, anchor: i, at: i });
                }}
                onPointerEnter={() => {
                  if (drag?.roomId === room.roomId && freeBetween(drag.anchor, i)) setDrag({ ...drag, at: i });
                }}
                onClick={() => {
                  // The click that ends a drag: the drag has asked already.
                  if (dragged.current) {
                    dragged.current = false;
                    return;
                  }
                  onBook({ roomId: room.roomId, from: i, to: null });
                }}
              >
                <span className={classes.plus} aria-hidden>
                  +
                </span>
              </button>
            )}
            {barsAt.get(i)?.map((bar) => (
              <TimelineBar key={bar.stay.bookingId} bar={bar} dayWidth={sizes.day} lane={bar.lane} />
            ))}
          </td>
        );
      })}
    </tr>
  );
}
