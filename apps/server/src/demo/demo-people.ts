import type { Random } from './demo-random.js';

/** Given names as people in Indonesia carry them, with the gender the form records (1 Male, 2 Female). */
const GIVEN: [string, 1 | 2][] = [
  ['ADITYA', 1],
  ['AGUS', 1],
  ['AHMAD', 1],
  ['ARIF', 1],
  ['BAGUS', 1],
  ['BAYU', 1],
  ['BUDI', 1],
  ['DANANG', 1],
  ['DIMAS', 1],
  ['EKO', 1],
  ['FAJAR', 1],
  ['FIRMAN', 1],
  ['GALIH', 1],
  ['HENDRA', 1],
  ['IRFAN', 1],
  ['JOKO', 1],
  ['KEVIN', 1],
  ['LUKMAN', 1],
  ['MUHAMMAD', 1],
  ['NUR', 1],
  ['RIZKY', 1],
  ['SURYA', 1],
  ['TAUFIK', 1],
  ['WAHYU', 1],
  ['YOGA', 1],
  ['YUSUF', 1],
  ['REZA', 1],
  ['ILHAM', 1],
  ['AYU', 2],
  ['DEWI', 2],
  ['DIAN', 2],
  ['FITRI', 2],
  ['INDAH', 2],
  ['INTAN', 2],
  ['KARTIKA', 2],
  ['LESTARI', 2],
  ['MAYA', 2],
  ['NADIA', 2],
  ['NOVITA', 2],
  ['PUTRI', 2],
  ['RATNA', 2],
  ['RINA', 2],
  ['SARI', 2],
  ['SITI', 2],
  ['TIARA', 2],
  ['WULAN', 2],
  ['YULIA', 2],
  ['ANISA', 2],
  ['MEGA', 2],
  ['RAHMA', 2],
];

const FAMILY = [
  'SANTOSO',
  'WIJAYA',
  'PRATAMA',
  'HIDAYAT',
  'KUSUMA',
  'NUGROHO',
  'SETIAWAN',
  'SAPUTRA',
  'LESMANA',
  'HALIM',
  'SIREGAR',
  'NASUTION',
  'HARAHAP',
  'SIMANJUNTAK',
  'LUBIS',
  'PANGGABEAN',
  'WIBOWO',
  'GUNAWAN',
  'SUSANTO',
  'HARTONO',
  'PURNOMO',
  'RAHMAWATI',
  'PERMATASARI',
  'ANGGRAINI',
  'MAHARANI',
  'RAMADHAN',
  'FIRMANSYAH',
  'KURNIAWAN',
  'SUTANTO',
  'TAMBUNAN',
  'SINAGA',
  'MANURUNG',
  'PUTRA',
  'SALIM',
  'TANJUNG',
];

const HOMETOWNS: [string, string][] = [
  ['BANDUNG', 'JAWA BARAT'],
  ['BOGOR', 'JAWA BARAT'],
  ['SEMARANG', 'JAWA TENGAH'],
  ['SOLO', 'JAWA TENGAH'],
  ['YOGYAKARTA', 'DI YOGYAKARTA'],
  ['SURABAYA', 'JAWA TIMUR'],
  ['MALANG', 'JAWA TIMUR'],
  ['MEDAN', 'SUMATERA UTARA'],
  ['PADANG', 'SUMATERA BARAT'],
  ['PALEMBANG', 'SUMATERA SELATAN'],
  ['MAKASSAR', 'SULAWESI SELATAN'],
  ['MANADO', 'SULAWESI UTARA'],
  ['DENPASAR', 'BALI'],
  ['PONTIANAK', 'KALIMANTAN BARAT'],
  ['CIREBON', 'JAWA BARAT'],
];

const STREETS = ['JL. MERDEKA', 'JL. SUDIRMAN', 'JL. DIPONEGORO', 'JL. GATOT SUBROTO', 'JL. AHMAD YANI', 'JL. PEMUDA'];

const WORKPLACES = [
  'UNIVERSITAS INDONESIA',
  'UNIVERSITAS TRISAKTI',
  'BANK MANDIRI',
  'BANK BCA',
  'PT TELKOM INDONESIA',
  'RS CIPTO MANGUNKUSUMO',
  'TOKOPEDIA',
  'GOJEK',
  'PT ASTRA INTERNATIONAL',
  'KANTOR PAJAK PRATAMA',
  '',
];

const RELATIONS = ['ORANG TUA', 'KAKAK', 'ADIK', 'SUAMI', 'ISTRI', 'PAMAN'];

/** Mobile number prefixes of the Indonesian operators. */
const PHONE_PREFIXES = ['0812', '0813', '0821', '0822', '0852', '0853', '0857', '0858', '0877', '0878', '0896'];

export interface DemoPerson {
  tenantName: string;
  gender: 1 | 2;
  idNumber: string;
  placeOfBirth: string;
  dateOfBirth: string;
  address: string;
  city: string;
  province: string;
  phone: string;
  workPlace: string;
  vehicle: 1 | null;
  contactName: string;
  contactPhone: string;
  contactRelation: string;
}

/** `count` different people with believable names, numbers and home towns (never a digit in a name). */
export function demoPeople(random: Random, count: number): DemoPerson[] {
  const pairs = GIVEN.flatMap((given) => FAMILY.map((family) => [given, family] as const));
  if (count > pairs.length) throw new Error(`the demo names run out after ${pairs.length} people`);
  const phones = new Set<string>();
  const phone = () => {
    let number: string;
    do number = random.pick(PHONE_PREFIXES) + String(random.int(1_000_000, 99_999_999)).padStart(8, '0');
    while (phones.has(number));
    phones.add(number);
    return number;
  };
  return random
    .shuffle(pairs)
    .slice(0, count)
    .map(([[given, gender], family]) => {
      const [city, province] = random.pick(HOMETOWNS);
      const year = random.int(1975, 2004);
      const birth = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
      const parent = random.pick(GIVEN.filter(([, g]) => g !== gender))[0];
      return {
        tenantName: `${given} ${family}`,
        gender,
        idNumber: `3${random.int(10, 79)}${random.int(1000, 9999)}${birth.slice(8, 10)}${birth.slice(5, 7)}${birth.slice(2, 4)}${random.int(1000, 9999)}`,
        placeOfBirth: city,
        dateOfBirth: birth,
        address: `${random.pick(STREETS)} NO. ${random.int(1, 180)}`,
        city,
        province,
        phone: phone(),
        workPlace: random.pick(WORKPLACES),
        vehicle: random.chance(0.5) ? 1 : null,
        contactName: `${parent} ${family}`,
        contactPhone: phone(),
        contactRelation: random.pick(RELATIONS),
      };
    });
}

/** The business's own staff on the payroll (Human Resource expenses name them). */
export const DEMO_EMPLOYEES = [
  { employeeName: 'SITI AMINAH', gender: 2, position: 'KEBERSIHAN', salary: 2_800_000, joinYearsAgo: 4 },
  { employeeName: 'AGUS SETIADI', gender: 1, position: 'KEAMANAN', salary: 3_200_000, joinYearsAgo: 3 },
  { employeeName: 'RINA MARLIANA', gender: 2, position: 'RESEPSIONIS', salary: 3_800_000, joinYearsAgo: 2 },
] as const;
