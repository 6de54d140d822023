import type { DocumentLanguage } from './documents.js';

/**
 * The words of the resident register's PDF and Excel file, in both languages: what the RT/RW,
 * the kelurahan and the immigration office read in them. Sex is the gender enumeration's label
 * (i18n/enum-labels.*.ts); countries are named by countries.ts.
 */
export const registerWords = {
  id: {
    title: 'Daftar Penghuni',
    property: 'Properti',
    address: 'Alamat',
    onDate: 'Penghuni per {day}',
    period: 'Datang dan keluar {from} s.d. {to}',
    madeOn: 'Dibuat {day}',
    residents: 'Penghuni',
    arrivals: 'Penghuni Datang',
    departures: 'Penghuni Keluar',
    foreigners: 'Orang Asing (APOA)',
    foreignersNote:
      'Tamu asing dilaporkan ke Imigrasi melalui APOA (apoa.imigrasi.go.id), UU No. 6 Tahun 2011 tentang Keimigrasian Pasal 72.',
    count: '{count} orang',
    countOne: '{count} orang',
    number: 'No',
    name: 'Nama',
    idNumber: 'NIK',
    birth: 'Tempat, Tgl Lahir',
    dateOfBirth: 'Tgl Lahir',
    sex: 'Jenis Kelamin',
    originAddress: 'Alamat Asal',
    phone: 'Telepon',
    room: 'Kamar',
    arrival: 'Tgl Datang',
    departure: 'Tgl Keluar',
    plannedDeparture: 'Rencana Keluar',
    nationality: 'Kewarganegaraan',
    passport: 'No. Paspor',
    stayAddress: 'Alamat Menginap',
    roomAt: 'Kamar {room}, {address}',
    nothing: 'Tidak ada',
  },
  en: {
    title: 'Resident Register',
    property: 'Property',
    address: 'Address',
    onDate: 'Residents on {day}',
    period: 'Arrivals and departures {from} to {to}',
    madeOn: 'Made {day}',
    residents: 'Residents',
    arrivals: 'Arrivals',
    departures: 'Departures',
    foreigners: 'Foreign Guests (APOA)',
    foreignersNote:
      'Foreign guests are reported to Immigration through APOA (apoa.imigrasi.go.id), Law No. 6 of 2011 on Immigration, Article 72.',
    count: '{count} people',
    countOne: '{count} person',
    number: 'No',
    name: 'Name',
    idNumber: 'NIK',
    birth: 'Place, date of birth',
    dateOfBirth: 'Date of birth',
    sex: 'Sex',
    originAddress: 'Origin address',
    phone: 'Phone',
    room: 'Room',
    arrival: 'Arrived',
    departure: 'Left',
    plannedDeparture: 'Planned departure',
    nationality: 'Nationality',
    passport: 'Passport no.',
    stayAddress: 'Address of stay',
    roomAt: 'Room {room}, {address}',
    nothing: 'None',
  },
} satisfies Record<DocumentLanguage, Record<string, string>>;

export type RegisterWord = keyof (typeof registerWords)['id'];

/** A register word with its `{name}`s filled. */
export function registerText(
  language: DocumentLanguage,
  key: RegisterWord,
  values: Record<string, string> = {},
): string {
  return registerWords[language][key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
