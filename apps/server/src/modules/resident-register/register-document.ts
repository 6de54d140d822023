import {
  countryName,
  type DocumentLanguage,
  languagePacks,
  longDateText,
  phoneText,
  type RegisterPerson,
  type RegisterWord,
  type ResidentRegister,
  registerText,
  shortDateText,
} from '@kamar/contract';

export interface RegisterSection {
  /** The list's name (an Excel sheet's); the title adds how many it holds. */
  name: string;
  title: string;
  columns: string[];
  /** Each column's share of the page's width. */
  widths: number[];
  rows: string[][];
  /** Start on a page of its own (the APOA list goes to another office). */
  ownPage?: boolean;
  notes?: string[];
}

/** What the PDF and the Excel file say, in one language. */
export interface RegisterDocument {
  businessName: string;
  businessLines: string[];
  title: string;
  lines: string[];
  sections: RegisterSection[];
}

/** The register in words: residents, arrivals, departures and the foreign guests, each a table. */
export function registerDocument(
  language: DocumentLanguage,
  register: ResidentRegister,
  business: { businessName: string; address: string; phone: string },
  madeOn: string,
): RegisterDocument {
  const w = (key: RegisterWord, values?: Record<string, string>) => registerText(language, key, values);
  const day = (text: string) => (text ? shortDateText(language, text) : '-');
  const sex = (gender: number | null) =>
    gender === null ? '-' : ((languagePacks[language].enums.gender as Record<number, string>)[gender] ?? '-');
  const birth = (p: RegisterPerson) =>
    [p.placeOfBirth, p.dateOfBirth ? shortDateText(language, p.dateOfBirth) : ''].filter(Boolean).join(', ') || '-';
  const or = (text: string) => text || '-';
  const numbered = <T>(items: T[], cells: (item: T) => string[]) =>
    items.map((item, i) => [String(i + 1), ...cells(item)]);
  const count = (n: number) => ` (${w(n === 1 ? 'countOne' : 'count', { count: String(n) })})`;

  const residents: RegisterSection = {
    name: w('residents'),
    title: `${w('residents')}${count(register.residents.length)}`,
    columns: [
      w('number'),
      w('name'),
      w('idNumber'),
      w('birth'),
      w('sex'),
      w('originAddress'),
      w('phone'),
      w('room'),
      w('arrival'),
      w('nationality'),
    ],
    widths: [3, 14, 11, 13, 7, 20, 10, 5, 8, 9],
    rows: numbered(register.residents, (p) => [
      p.tenantName,
      or(p.idNumber),
      birth(p),
      sex(p.gender),
      or(p.originAddress),
      or(phoneText(p.phone)),
      p.roomNumber,
      day(p.arrivalDate),
      countryName(p.nationality, language),
    ]),
  };
  const arrivals: RegisterSection = {
    name: w('arrivals'),
    title: `${w('arrivals')}${count(register.arrivals.length)}`,
    columns: [
      w('number'),
      w('name'),
      w('idNumber'),
      w('originAddress'),
      w('phone'),
      w('room'),
      w('arrival'),
      w('plannedDeparture'),
    ],
    widths: [3, 16, 12, 26, 11, 6, 9, 10],
    rows: numbered(register.arrivals, (p) => [
      p.tenantName,
      or(p.idNumber),
      or(p.originAddress),
      or(phoneText(p.phone)),
      p.roomNumber,
      day(p.arrivalDate),
      day(p.plannedDepartureDate),
    ]),
  };
  const departures: RegisterSection = {
    name: w('departures'),
    title: `${w('departures')}${count(register.departures.length)}`,
    columns: [w('number'), w('name'), w('idNumber'), w('originAddress'), w('room'), w('arrival'), w('departure')],
    widths: [3, 18, 13, 30, 7, 10, 10],
    rows: numbered(register.departures, (p) => [
      p.tenantName,
      or(p.idNumber),
      or(p.originAddress),
      p.roomNumber,
      day(p.arrivalDate),
      day(p.departureDate),
    ]),
  };
  const stayAddress = (room: string) =>
    register.propertyAddress
      ? w('roomAt', { room, address: `${register.propertyName}, ${register.propertyAddress}` })
      : w('roomAt', { room, address: register.propertyName });
  const foreigners: RegisterSection = {
    name: w('foreigners'),
    title: `${w('foreigners')}${count(register.foreigners.length)}`,
    columns: [
      w('number'),
      w('name'),
      w('nationality'),
      w('passport'),
      w('sex'),
      w('dateOfBirth'),
      w('arrival'),
      w('plannedDeparture'),
      w('departure'),
      w('stayAddress'),
    ],
    widths: [3, 15, 10, 10, 7, 9, 9, 9, 8, 20],
    rows: numbered(register.foreigners, (p) => [
      p.tenantName,
      countryName(p.nationality, language),
      or(p.passportNumber),
      sex(p.gender),
      day(p.dateOfBirth),
      day(p.arrivalDate),
      day(p.plannedDepartureDate),
      day(p.departureDate),
      stayAddress(p.roomNumber),
    ]),
    ownPage: true,
    notes: [w('foreignersNote')],
  };

  return {
    businessName: business.businessName,
    businessLines: [business.address, business.phone].filter(Boolean),
    title: w('title'),
    lines: [
      `${w('property')}: ${register.propertyName}`,
      ...(register.propertyAddress ? [`${w('address')}: ${register.propertyAddress}`] : []),
      w('onDate', { day: longDateText(language, register.date) }),
      w('period', { from: longDateText(language, register.since), to: longDateText(language, register.date) }),
      w('madeOn', { day: longDateText(language, madeOn) }),
    ],
    sections: [residents, arrivals, departures, foreigners],
  };
}

/** The words of an empty list. */
export const nothingText = (language: DocumentLanguage) => registerText(language, 'nothing');
