/**
 * The words of the timeline (/timeline), loaded with it rather than with the first screen
 * (index.ts, "screens that bring their own"): `t('timeline.title')`. A new key goes here and in
 * timeline.id.ts, where the typecheck fails until it is there too.
 */
export const timelineEn = {
  title: 'Timeline',
  intro:
    'Rooms down the side, days across. Tap a free day to book that room from it; with a mouse, drag across free days to book them all.',
  propertyPick: 'Property',
  view: 'Days shown',
  viewWeek: 'Week',
  viewTwoWeeks: '2 weeks',
  viewMonth: 'Month',
  previous: 'Earlier',
  next: 'Later',
  today: 'Today',
  grid: 'Rooms and days, {{range}}',
  roomColumn: 'Room',
  outOfService: 'Out of service',
  /** A free day's button: "Room 101, Friday, 05 Dec 2026, free: book". */
  freeDay: 'Room {{room}}, {{date}}, free: book',
  serviceDay: 'Room {{room}}, {{date}}, out of service',
  /** A stay's bar: "BUDI, 01 Dec 2026 to 08 Dec 2026, Active, checked in". */
  stay: '{{tenant}}, {{from}} to {{to}}, {{status}}',
  stayOpen: '{{tenant}}, from {{from}}, no check-out date, {{status}}',
  checkedIn: 'checked in',
  notArrived: 'not arrived',
  unpaid: 'Unpaid {{amount}}',
  legendBooked: 'Booked',
  legendIn: 'Checked in',
  legendDone: 'Checked out',
  legendCancelled: 'Cancelled',
  legendUnpaid: 'Owes money due',
  noRooms: 'This property has no rooms yet.',
};
