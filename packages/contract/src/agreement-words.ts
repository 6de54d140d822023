import type { DocumentLanguage } from './documents.js';

/**
 * The words of an agreement's PDF and of the signing on the tenant's page, in both languages: the
 * one home of what a tenant and the landlord read around the agreement's own text (which is the
 * business's template, agreement-template-default.ts until the owner saves one).
 */
export const agreementWords = {
  id: {
    title: 'Perjanjian Sewa Kamar',
    version: 'Versi {version}',
    draftMark: 'DRAF',
    draftNote: 'DRAF — belum ditandatangani kedua pihak; bukan dokumen final.',
    signatures: 'Tanda Tangan',
    landlord: 'Pihak Pertama (Pemilik)',
    tenant: 'Pihak Kedua (Penyewa)',
    notSigned: 'Belum ditandatangani',
    signedAt: 'Ditandatangani {when}',
    signedFrom: 'Dari alamat {address}',
    signedOnTenantPage: 'di halaman penyewa',
    signedWithStaff: 'di hadapan {staff}',
    fixedNote:
      'Dokumen ini ditandatangani secara elektronik (tanda tangan elektronik tidak tersertifikasi, PP 71/2019). Perubahan apa pun dibuat sebagai versi baru.',
    stampDuty: 'Bea meterai Rp 10.000 (e-meterai) berlaku untuk dokumen dengan nilai di atas Rp 5.000.000.',
    page: 'Halaman {page} dari {pages}',
    signHeading: 'Perjanjian sewa',
    signIntro: 'Baca perjanjian (PDF), lalu tanda tangani di kotak di bawah dengan jari Anda.',
    signOpen: 'Buka perjanjian (PDF)',
    signClear: 'Hapus',
    signSubmit: 'Tanda tangani',
    signNoScript: 'Menandatangani memerlukan JavaScript; minta pemilik untuk menandatangani di ponselnya.',
    signDone: 'Anda sudah menandatangani versi {version}.',
    signFixed: 'Perjanjian versi {version} sudah ditandatangani kedua pihak.',
    signSent: 'Tanda tangan Anda sudah diterima. Terima kasih.',
    signEmpty: 'Gambar tanda tangan Anda dulu di kotak.',
    signFailed: 'Tanda tangan belum terkirim. Coba lagi.',
    signaturePad: 'Kotak tanda tangan',
    period1: 'harian',
    period2: 'mingguan',
    period3: 'bulanan',
    period4: 'tahunan',
    openEnded: 'waktu yang tidak ditentukan, sampai diakhiri menurut perjanjian ini',
    noCharges: 'tidak ada',
    chargePerPeriod: '{name} {amount} per periode',
    notGiven: '-',
  },
  en: {
    title: 'Room Rental Agreement',
    version: 'Version {version}',
    draftMark: 'DRAFT',
    draftNote: 'DRAFT — not yet signed by both parties; not a final document.',
    signatures: 'Signatures',
    landlord: 'First Party (Landlord)',
    tenant: 'Second Party (Tenant)',
    notSigned: 'Not signed yet',
    signedAt: 'Signed {when}',
    signedFrom: 'From address {address}',
    signedOnTenantPage: "on the tenant's page",
    signedWithStaff: 'in the presence of {staff}',
    fixedNote:
      'This document was signed electronically (an uncertified electronic signature, PP 71/2019). Any change is made as a new version.',
    stampDuty: 'A Rp 10.000 stamp duty (e-meterai) applies to documents stating more than Rp 5.000.000.',
    page: 'Page {page} of {pages}',
    signHeading: 'Rental agreement',
    signIntro: 'Read the agreement (PDF), then sign in the box below with your finger.',
    signOpen: 'Open the agreement (PDF)',
    signClear: 'Clear',
    signSubmit: 'Sign',
    signNoScript: 'Signing needs JavaScript; ask the landlord to sign on their phone.',
    signDone: 'You have signed version {version}.',
    signFixed: 'Agreement version {version} has been signed by both parties.',
    signSent: 'Your signature was received. Thank you.',
    signEmpty: 'Draw your signature in the box first.',
    signFailed: 'Your signature was not sent. Please try again.',
    signaturePad: 'Signature box',
    period1: 'day',
    period2: 'week',
    period3: 'month',
    period4: 'year',
    openEnded: 'no fixed date, until ended under this agreement',
    noCharges: 'none',
    chargePerPeriod: '{name} {amount} per period',
    notGiven: '-',
  },
} as const satisfies Record<DocumentLanguage, Record<string, string>>;

export type AgreementWord = keyof (typeof agreementWords)['en'];

/** A word of the agreement's, with its `{name}` places filled. */
export function agreementWord(
  language: DocumentLanguage,
  word: AgreementWord,
  params: Record<string, string | number> = {},
): string {
  return (agreementWords[language][word] as string).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Kamar's own agreement, until the owner saves theirs: a "Perjanjian Sewa Kamar Kos" with the
 * parties, the object, the period, the rent and its payment, the deposit and its return, the
 * charges, the house rules, the ending, and the signatures. `{{name}}` are the stay's facts.
 */
export const DEFAULT_AGREEMENT_TEMPLATES: Record<DocumentLanguage, string> = {
  id: `PERJANJIAN SEWA KAMAR KOS

Pada tanggal {{agreementDate}}, yang bertanda tangan di bawah ini:

1. {{ownerName}}, bertindak untuk dan atas nama {{businessName}}, selanjutnya disebut PIHAK PERTAMA (Pemilik).
2. {{tenantName}}, NIK {{tenantNik}}, beralamat di {{tenantAddress}}, nomor telepon {{tenantPhone}}, selanjutnya disebut PIHAK KEDUA (Penyewa).

Kedua pihak sepakat mengadakan perjanjian sewa kamar dengan ketentuan sebagai berikut.

Pasal 1 — Objek Sewa
PIHAK PERTAMA menyewakan kepada PIHAK KEDUA kamar nomor {{roomNumber}} ({{roomType}}) di {{propertyName}}, {{propertyAddress}}, untuk tempat tinggal PIHAK KEDUA sendiri.

Pasal 2 — Jangka Waktu
Sewa berlaku mulai {{startDate}} sampai {{endDate}}. Perpanjangan disepakati kedua pihak sebelum jangka waktu berakhir.

Pasal 3 — Harga Sewa dan Pembayaran
Harga sewa {{rent}} per periode {{rentalPeriod}}. Sewa dibayar di muka paling lambat pada hari pertama setiap periode, melalui rekening atau cara pembayaran yang ditunjuk PIHAK PERTAMA. Keterlambatan pembayaran dapat dikenai denda sesuai tagihan yang diterbitkan.

Pasal 4 — Deposit
PIHAK KEDUA menyerahkan deposit sebesar {{deposit}}. Deposit dikembalikan paling lambat 14 hari setelah PIHAK KEDUA keluar, setelah dikurangi tunggakan sewa, tagihan yang belum dibayar, dan biaya perbaikan kerusakan yang disebabkan PIHAK KEDUA di luar keausan wajar.

Pasal 5 — Biaya Lain
Selain sewa, PIHAK KEDUA membayar biaya berikut: {{charges}}. Pemakaian listrik dan air yang diukur dengan meter ditagihkan sesuai pembacaan meter.

Pasal 6 — Tata Tertib
PIHAK KEDUA wajib menaati tata tertib kos berikut:
{{houseRules}}

Pasal 7 — Kewajiban Para Pihak
PIHAK KEDUA menjaga kebersihan dan keadaan kamar, tidak memindahtangankan atau menyewakan kembali kamar, dan tidak menyimpan barang terlarang. PIHAK PERTAMA menyerahkan kamar dalam keadaan layak huni dan memperbaiki kerusakan yang bukan disebabkan PIHAK KEDUA.

Pasal 8 — Berakhirnya Perjanjian
Perjanjian berakhir pada akhir jangka waktu, atau lebih awal bila salah satu pihak memberi tahu secara tertulis paling lambat 30 hari sebelumnya. PIHAK PERTAMA dapat mengakhiri perjanjian bila PIHAK KEDUA menunggak sewa lebih dari 30 hari atau melanggar tata tertib secara berat. Saat perjanjian berakhir, PIHAK KEDUA mengosongkan kamar dan menyerahkan kuncinya.

Pasal 9 — Penyelesaian Perselisihan
Perselisihan diselesaikan secara musyawarah; bila tidak tercapai, melalui pengadilan negeri di wilayah objek sewa.

Perjanjian ini ditandatangani secara elektronik oleh kedua pihak dan berlaku sejak ditandatangani.`,
  en: `ROOM RENTAL AGREEMENT (KOS)

On {{agreementDate}}, the undersigned:

1. {{ownerName}}, acting for and on behalf of {{businessName}}, hereinafter the FIRST PARTY (Landlord).
2. {{tenantName}}, identity number (NIK) {{tenantNik}}, of {{tenantAddress}}, telephone {{tenantPhone}}, hereinafter the SECOND PARTY (Tenant).

The parties agree to a room rental on the following terms.

Article 1 — The Room
The FIRST PARTY lets to the SECOND PARTY room {{roomNumber}} ({{roomType}}) at {{propertyName}}, {{propertyAddress}}, as the SECOND PARTY's own residence.

Article 2 — Period
The rental runs from {{startDate}} to {{endDate}}. An extension is agreed by both parties before the period ends.

Article 3 — Rent and Payment
The rent is {{rent}} per {{rentalPeriod}}, paid in advance no later than the first day of each period, to the account or by the means the FIRST PARTY names. Late payment may incur the late fee shown on the bill issued.

Article 4 — Deposit
The SECOND PARTY pays a deposit of {{deposit}}. The deposit is returned within 14 days after the SECOND PARTY moves out, less any unpaid rent, unpaid bills and the cost of repairing damage caused by the SECOND PARTY beyond fair wear and tear.

Article 5 — Other Charges
Besides the rent, the SECOND PARTY pays the following charges: {{charges}}. Metered electricity and water are billed by the meter readings.

Article 6 — House Rules
The SECOND PARTY keeps the following house rules:
{{houseRules}}

Article 7 — Obligations
The SECOND PARTY keeps the room clean and in good order, does not transfer or sublet it, and keeps no prohibited goods in it. The FIRST PARTY hands over the room fit to live in and repairs damage not caused by the SECOND PARTY.

Article 8 — Ending the Agreement
The agreement ends at the end of its period, or earlier when either party gives written notice at least 30 days before. The FIRST PARTY may end it when the SECOND PARTY is more than 30 days behind with the rent or seriously breaks the house rules. When it ends, the SECOND PARTY vacates the room and returns its keys.

Article 9 — Disputes
Disputes are settled by discussion; failing that, by the district court where the room is.

This agreement is signed electronically by both parties and takes effect when signed.`,
};
