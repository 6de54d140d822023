import type { agreementsEn } from './agreements.en';

/** The agreement screens' words in Indonesian (agreements.en.ts says where they are used). */
export const agreementsId: typeof agreementsEn = {
  title: 'Perjanjian Sewa',
  help: 'Dibuat dari templat bisnis dengan data sewa ini; ditandatangani di ponsel oleh penyewa dan pemilik. Setelah keduanya menandatangani, perjanjian menjadi final: perubahan berikutnya membuat versi baru.',
  none: 'Belum ada perjanjian untuk sewa ini.',
  create: 'Buat perjanjian',
  createNew: 'Buat versi baru',
  createConfirm: 'Buat versi baru dari templat dan data sewa ini sekarang? Versi sebelumnya tetap disimpan.',
  languageTenant: 'Bahasa penyewa',
  version: 'Versi {{version}}',
  superseded: 'Digantikan versi yang lebih baru',
  madeOn: 'Dibuat {{date}} oleh {{user}}',
  signedBy: '{{signer}}: {{name}}, {{date}} dari {{address}}',
  takenBy: 'diambil oleh {{user}}',
  onTenantPage: 'di halaman penyewa',
  hash: 'SHA-256 PDF yang ditandatangani',
  fixedOn: 'Final {{date}}',
  download: 'Unduh PDF',
  signAsOwner: 'Tanda tangan sebagai pemilik',
  tenantSignsHere: 'Penyewa tanda tangan di ponsel ini',
  sendForSigning: 'Kirim ke penyewa untuk ditandatangani',
  sendForSigningHelp: 'Penyewa membuka halamannya, membaca perjanjian, lalu menandatanganinya dengan jari.',
  stampDuty:
    'Perjanjian ini menyebut {{amount}} (sewa selama periode ditambah deposit), lebih dari Rp 5.000.000: berlaku bea meterai Rp 10.000 (e-meterai). Beli dan bubuhkan melalui distributor resmi (Peruri); Kamar tidak melakukannya.',
  padTitleOwner: 'Tanda tangan pemilik',
  padTitleTenant: 'Tanda tangan penyewa',
  padHelp:
    'Tanda tangani di dalam kotak dengan jari atau stylus. Dengan menandatangani Anda menyetujui perjanjian versi {{version}}.',
  padLabel: 'Kotak tanda tangan',
  clear: 'Hapus',
  undo: 'Urungkan',
  confirm: 'Simpan tanda tangan',
  cancel: 'Batal',
  padEmpty: 'Gambar tanda tangan dulu.',
  signed: 'Tanda tangan tersimpan.',
  templateTitle: 'Templat Perjanjian Sewa',
  templateIntro:
    'Perjanjian yang menjadi dasar setiap versi sewa, dalam bahasa Indonesia dan Inggris. Tempatkan data sewa dengan nama di bawah dalam kurung kurawal ganda; nama yang tidak dikenal ditolak. Perjanjian yang sudah dibuat tetap dengan teksnya.',
  templateDefault: 'Templat bawaan Kamar: menyimpan menjadikannya milik Anda.',
  placeholders: 'Data yang boleh ditempatkan',
  legal:
    'Tanda tangan yang digambar di Kamar adalah tanda tangan elektronik tidak tersertifikasi (PP 71/2019): sah bila penanda tangan dapat dikenali dan perubahan dapat diketahui, dengan kekuatan pembuktian lebih rendah dari yang tersertifikasi (PSrE).',
};
