import type { residentRegisterEn } from './resident-register.en';

/** Kata-kata layar daftar penghuni (/residents): lihat resident-register.en.ts. */
export const residentRegisterId: typeof residentRegisterEn = {
  title: 'Daftar Penghuni',
  intro: 'Siapa yang tinggal di sini untuk RT/RW, dan tamu asing yang dilaporkan lewat APOA.',
  pickProperty: 'Pilih properti di bilah atas: daftar penghuni adalah untuk satu alamat.',
  date: 'Penghuni per',
  since: 'Datang dan keluar sejak',
  downloadPdf: 'Unduh PDF',
  downloadExcel: 'Unduh Excel',
  residents: 'Penghuni',
  arrivals: 'Penghuni Datang',
  departures: 'Penghuni Keluar',
  foreigners: 'Orang Asing (APOA)',
  foreignersNote: 'Laporkan tamu asing ke Imigrasi lewat APOA (apoa.imigrasi.go.id) saat check-in dan check-out.',
  nobody: 'Tidak ada',
  idNumber: 'NIK',
  birth: 'Tempat, tgl lahir',
  dateOfBirth: 'Tgl lahir',
  sex: 'Jenis kelamin',
  originAddress: 'Alamat asal',
  arrival: 'Tgl datang',
  departure: 'Tgl keluar',
  plannedDeparture: 'Rencana keluar',
  passport: 'No. paspor',
};
