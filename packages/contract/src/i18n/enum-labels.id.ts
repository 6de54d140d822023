import type { Catalogue } from './catalogue.js';
import type { enumLabelsEn } from './enum-labels.en.js';

/** The enumerations' labels in Indonesian (GLOSSARY.md keeps the business's words). */
export const enumLabelsId: Catalogue<typeof enumLabelsEn> = {
  recordStatus: { 1: 'Aktif', 2: 'Dihapus' },
  userStatus: { 1: 'Aktif', 2: 'Nonaktif' },
  tenantStatus: { 1: 'Aktif', 2: 'Dihapus', 3: 'Menunggu' },
  gender: { 1: 'Laki-laki', 2: 'Perempuan' },
  bookingStatus: { 1: 'Aktif', 2: 'Selesai', 3: 'Dibatalkan' },
  rentalPeriod: { 1: 'Harian', 2: 'Mingguan', 3: 'Bulanan', 4: 'Tahunan' },
  paymentType: { 1: 'Deposit', 2: 'Pembayaran Sewa' },
  expenseCategory: { 1: 'Rumah Tangga', 2: 'SDM' },
  depositStatus: { 0: 'Ditahan', 1: 'Dikembalikan', 2: 'Hangus' },
  vehicle: { 1: 'Motor', 2: 'Mobil' },
  roomStatus: { 1: 'Siap', 2: 'Perbaikan' },
  month: {
    1: 'Januari',
    2: 'Februari',
    3: 'Maret',
    4: 'April',
    5: 'Mei',
    6: 'Juni',
    7: 'Juli',
    8: 'Agustus',
    9: 'September',
    10: 'Oktober',
    11: 'November',
    12: 'Desember',
  },
  floorCellKind: {
    room: 'Kamar',
    bathroom: 'Kamar Mandi',
    stairs: 'Tangga',
    kitchen: 'Dapur',
    livingArea: 'Ruang Tamu',
    sharedRoom: 'Ruang Bersama',
    balcony: 'Balkon',
  },
};
