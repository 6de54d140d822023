import type { Catalogue } from './catalogue.js';
import type { exportTextsEn } from './export-texts.en.js';

/** An exported file's own words in Indonesian (GLOSSARY.md). */
export const exportTextsId: Catalogue<typeof exportTextsEn> = {
  infoSheet: 'Ekspor',
  list: 'Daftar',
  exportedAt: 'Diekspor pada',
  exportedBy: 'Diekspor oleh',
  filters: 'Filter',
  rows: 'Baris',
  total: 'Total',
  all: 'Semua',
  everyProperty: 'Semua properti',
  yes: 'Ya',
  no: 'Tidak',
  changed: 'diubah',
  reasonWrongPassword: 'kata sandi salah',
  reasonUnknownUser: 'nama pengguna tidak dikenal',
  reasonUserDisabled: 'pengguna nonaktif',
  reasonRepeated: 'gagal masuk berulang dari alamat ini',
  backupDaily: 'harian',
  backupPreMigration: 'sebelum pembaruan',
  backupManual: 'atas permintaan',
  deletedRecord: '#{{id}} (dihapus)',
  bookingName: '{{tenant}}, kamar {{room}}',
  bankAccount: '{{bank}} {{number}} a.n. {{holder}}',
};
