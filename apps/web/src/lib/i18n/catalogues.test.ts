import { fieldLabelsEn, fieldLabelsId } from '@kamar/contract';
import { packEn } from '@kamar/contract/pack/en';
import { packId } from '@kamar/contract/pack/id';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { id } from './id';
import { reportsEn } from './reports.en';
import { reportsId } from './reports.id';
import { timelineEn } from './timeline.en';
import { timelineId } from './timeline.id';

/** Every key of a catalogue, dotted, with its words. */
function leaves(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/**
 * Words that are the same in both languages on purpose: names (the business, the languages,
 * Check In / Check Out as Indonesian front desks say them), loanwords an Indonesian kos uses
 * (Deposit, Status, Admin, Menu), and short forms.
 */
const SAME_IN_BOTH = new Set([
  'app.businessName',
  'language.id',
  'language.en',
  'language.idShort',
  'language.enShort',
  'menu.sectionMenu',
  'menu.deposit',
  'list.no',
  'list.filter', // Filter: the word Indonesian apps use too
  'dashboard.checkIn',
  'dashboard.checkOut',
  'dashboard.checkInAction',
  'dashboard.checkOutAction',
  'bookings.checkIn',
  'bookings.checkOut',
  'deposits.listTitle',
  'enums.paymentMethod.3', // QRIS
  'enums.paymentMethod.4', // Online
  'enums.paymentType.1',
  'enums.auditAction.checkIn',
  'enums.auditAction.checkOut',
  'enums.auditEntity.deposit',
  'enums.meterReadingKind.2', // Check-in, as front desks say it
  'enums.meterReadingKind.3', // Check-out
  'exports.excel',
  'enums.month.4',
  'enums.month.9',
  'enums.month.11',
  // A brand name and the word kos owners use for a logo.
  'dashboard.whatsapp',
  'businessProfile.logo',
  'businessProfile.qris', // the payment standard's name
  // The ways messages go: brand and protocol names, and Email as Indonesian apps write it.
  'enums.messageChannel.3',
  'enums.reminderChannel.1',
  'enums.reminderChannel.2',
  'enums.smtpSecurity.1',
  'enums.smtpSecurity.2',
]);

describe('the catalogues', () => {
  // With the words of the screens that bring their own (lib/i18n/screen-catalogue.ts), under their keys.
  const english = leaves({ ...en, reports: reportsEn, timeline: timelineEn });
  const indonesian = new Map(leaves({ ...id, reports: reportsId, timeline: timelineId }));

  it('every key exists in both languages, with words', () => {
    expect(english.length).toBeGreaterThan(250);
    expect([...indonesian.keys()]).toEqual(english.map(([key]) => key));
    for (const [key, words] of indonesian) expect(words.trim(), key).not.toBe('');
  });

  it('each translation keeps the placeholders of the English', () => {
    for (const [key, words] of english)
      expect(placeholders(indonesian.get(key) ?? ''), key).toEqual(placeholders(words));
  });

  it('nothing is left in English by mistake: only the words meant to be the same are', () => {
    const same = english.filter(([key, words]) => indonesian.get(key) === words).map(([key]) => key);
    expect(same.sort()).toEqual([...SAME_IN_BOTH].sort());
  });

  it('every enumeration label has both languages', () => {
    const enumKeys = english.filter(([key]) => key.startsWith('enums.'));
    expect(enumKeys.length).toBeGreaterThan(40);
    for (const [key] of enumKeys) expect(indonesian.has(key), key).toBe(true);
  });

  it("names no record field in words of its own: a form's label is the contract's field label", () => {
    // Links to screens say where they go, and a sign-in's address is where it came from: not fields.
    const own = (key: string) => key.startsWith('menu.') || key.startsWith('settings.') || key === 'audit.address';
    const repeated = english.filter(([key, words]) => {
      const field = key.split('.').at(-1) as keyof typeof fieldLabelsEn;
      return (
        !key.startsWith('enums.') &&
        !own(key) &&
        fieldLabelsEn[field] === words &&
        fieldLabelsId[field] === indonesian.get(key)
      );
    });
    expect(repeated.map(([key]) => key)).toEqual([]);
  });

  it('the field labels the forms show, as the app loads them, have words in both languages', () => {
    const keys = Object.keys(fieldLabelsEn) as (keyof typeof fieldLabelsEn)[];
    expect(keys.length).toBeGreaterThan(150);
    for (const pack of [packEn, packId]) {
      expect(Object.keys(pack.fields), pack.language).toEqual(keys);
      for (const key of keys) expect(pack.fields[key]?.trim(), `${pack.language} ${key}`).toBeTruthy();
    }
    // The words a front desk reads, where the screens once had their own.
    expect(packEn.fields.contactRelation).toBe('Contact Relation');
    expect(packId.fields.contactRelation).toBe('Hubungan Kontak');
  });
});
