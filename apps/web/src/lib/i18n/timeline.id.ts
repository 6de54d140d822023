import type { timelineEn } from './timeline.en';

/** Kata-kata layar jadwal kamar, dimuat bersama layarnya (timeline.en.ts). Istilah usaha: GLOSSARY.md. */
export const timelineId: typeof timelineEn = {
  title: 'Jadwal Kamar',
  intro:
    'Kamar di sisi kiri, hari ke samping. Ketuk hari yang kosong untuk memesan kamar itu mulai hari itu; dengan mouse, seret melewati beberapa hari kosong untuk memesan semuanya.',
  propertyPick: 'Properti',
  view: 'Hari yang ditampilkan',
  viewWeek: 'Minggu',
  viewTwoWeeks: '2 minggu',
  viewMonth: 'Bulan',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  today: 'Hari ini',
  grid: 'Kamar dan hari, {{range}}',
  roomColumn: 'Kamar',
  outOfService: 'Tidak dipakai',
  freeDay: 'Kamar {{room}}, {{date}}, kosong: pesan',
  serviceDay: 'Kamar {{room}}, {{date}}, tidak dipakai',
  stay: '{{tenant}}, {{from}} sampai {{to}}, {{status}}',
  stayOpen: '{{tenant}}, mulai {{from}}, tanpa tanggal check-out, {{status}}',
  checkedIn: 'sudah check in',
  notArrived: 'belum datang',
  unpaid: 'Belum bayar {{amount}}',
  legendBooked: 'Dipesan',
  legendIn: 'Sudah check in',
  legendDone: 'Sudah check out',
  legendCancelled: 'Dibatalkan',
  legendUnpaid: 'Ada tunggakan',
  noRooms: 'Properti ini belum punya kamar.',
};
