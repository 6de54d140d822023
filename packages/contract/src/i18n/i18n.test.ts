import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditActions, auditEntities } from '../audit-labels.js';
import { shortDateText } from '../date-text.js';
import {
  AgingBucket,
  AgreementSigner,
  AgreementStatus,
  BillLineKind,
  BillProration,
  BillStatus,
  BillVoidCause,
  BookingStatus,
  ChargeKind,
  CheckoutStatus,
  ClaimStatus,
  DeductionKind,
  DeliveryStatus,
  DepositStatus,
  ExpenseCategory,
  FloorCellKind,
  GatewayAnomaly,
  Gender,
  IncomeKind,
  InspectionKind,
  ItemCondition,
  LateFeeMode,
  MaintenancePriority,
  MaintenanceReporter,
  MaintenanceRequestStatus,
  MessageChannel,
  MessageFailure,
  MessageKind,
  MessageLink,
  MeterReadingKind,
  MONTHS,
  PaymentMethod,
  PaymentType,
  RecordStatus,
  ReminderChannel,
  RentalPeriod,
  Role,
  RoomStatus,
  SmtpSecurity,
  TaxpayerKind,
  TenantStatus,
  UserStatus,
  Vehicle,
} from '../enums.js';
import { PERMISSIONS } from '../permissions.js';
import type { Catalogue } from './catalogue.js';
import { leafAt, leafPaths } from './catalogue.js';
import { MESSAGE_CODES } from './codes.js';
import { issueMessage, readRefusal, refusalOfIssue } from './issue-message.js';
import { acceptedLanguages, LANGUAGES, pickLanguage } from './languages.js';
import { formatMessage, languagePacks } from './packs.js';
import { refusal } from './refusal.js';

const catalogues = languagePacks;

const placeholders = (text: string) => [...text.matchAll(/\{\{[^}]+\}\}/g)].map((m) => m[0]).sort();

describe('the catalogues', () => {
  it.each(['messages', 'fields', 'enums'] as const)('%s: every key has words in every language', (part) => {
    const english = leafPaths(catalogues.en[part]);
    expect(english.length).toBeGreaterThan(10);
    for (const language of LANGUAGES) {
      expect(leafPaths(catalogues[language][part]), language).toEqual(english);
      for (const key of english)
        expect(leafAt(catalogues[language][part], key)?.trim(), `${language} ${key}`).toBeTruthy();
    }
  });

  it('every message code has both texts with the same placeholders', () => {
    expect(MESSAGE_CODES.length).toBeGreaterThan(90);
    for (const code of MESSAGE_CODES) {
      const en = leafAt(catalogues.en.messages, code) ?? '';
      const id = leafAt(catalogues.id.messages, code) ?? '';
      expect(placeholders(id), code).toEqual(placeholders(en));
      // The same words in both is a forgotten translation, except where both are only placeholders.
      if (en.replace(/\{\{[^}]+\}\}|\W/g, '') !== '') expect(id, code).not.toBe(en);
    }
  });

  it('every enumeration value has a label in both languages', () => {
    const enums = {
      recordStatus: RecordStatus,
      userStatus: UserStatus,
      role: Role,
      permission: Object.fromEntries(PERMISSIONS.map((p) => [p, p])),
      tenantStatus: TenantStatus,
      gender: Gender,
      bookingStatus: BookingStatus,
      rentalPeriod: RentalPeriod,
      paymentType: PaymentType,
      paymentMethod: PaymentMethod,
      chargeKind: ChargeKind,
      expenseCategory: ExpenseCategory,
      depositStatus: DepositStatus,
      vehicle: Vehicle,
      roomStatus: RoomStatus,
      month: Object.fromEntries(MONTHS.map((m) => [m, m])),
      floorCellKind: FloorCellKind,
      auditAction: auditActions,
      auditEntity: auditEntities,
      billStatus: BillStatus,
      billLineKind: BillLineKind,
      meterReadingKind: MeterReadingKind,
      claimStatus: ClaimStatus,
      agreementStatus: AgreementStatus,
      agreementSigner: AgreementSigner,
      checkoutStatus: CheckoutStatus,
      gatewayAnomaly: GatewayAnomaly,
      billVoidCause: BillVoidCause,
      agingBucket: AgingBucket,
      deductionKind: DeductionKind,
      inspectionKind: InspectionKind,
      itemCondition: ItemCondition,
      billProration: BillProration,
      messageLink: MessageLink,
      lateFeeMode: LateFeeMode,
      messageChannel: MessageChannel,
      reminderChannel: ReminderChannel,
      messageKind: MessageKind,
      deliveryStatus: DeliveryStatus,
      messageFailure: MessageFailure,
      maintenanceRequestStatus: MaintenanceRequestStatus,
      maintenancePriority: MaintenancePriority,
      maintenanceReporter: MaintenanceReporter,
      smtpSecurity: SmtpSecurity,
      incomeKind: IncomeKind,
      taxpayerKind: TaxpayerKind,
    };
    expect(Object.keys(catalogues.en.enums).sort()).toEqual(Object.keys(enums).sort());
    for (const language of LANGUAGES) {
      for (const [name, values] of Object.entries(enums)) {
        const labels = catalogues[language].enums[name as keyof typeof enums] as Record<string, string>;
        expect(Object.keys(labels).sort(), `${language} ${name}`).toEqual(Object.values(values).map(String).sort());
      }
    }
  });

  it('another language must have every key of the English one (checked by the typecheck)', () => {
    const english = { a: 'one', b: { c: 'two' } } as const;
    // @ts-expect-error b.c is missing
    const missing: Catalogue<typeof english> = { a: 'satu', b: {} };
    // @ts-expect-error d is not an English key
    const extra: Catalogue<typeof english> = { a: 'satu', b: { c: 'dua' }, d: 'tiga' };
    expect([missing, extra]).toHaveLength(2);
  });
});

describe('formatMessage', () => {
  it('writes dates, money, lists and field names in the language', () => {
    const taken = refusal('booking.roomTaken', { room: '101', from: '2027-03-12', to: '2027-08-05' });
    expect(formatMessage('en', taken.code, taken.params)).toBe(
      'Room 101 is already booked from 12 Mar 2027 to 05 Aug 2027',
    );
    expect(formatMessage('id', taken.code, taken.params)).toBe(
      'Kamar 101 sudah dipesan dari 12 Mar 2027 sampai 05 Agt 2027',
    );
    expect(formatMessage('en', 'deposit.returnAmountTooHigh', { max: 1_500_000 })).toBe(
      'Returned Amount must be at most the deposit amount (Rp 1.500.000)',
    );
    expect(formatMessage('id', 'roomType.inUseMany', { name: 'STANDARD', rooms: ['101', '102'], more: 3 })).toBe(
      'Tipe Kamar STANDARD masih dipakai kamar 101, 102 dan 3 kamar lainnya',
    );
    expect(formatMessage('en', 'field.required', { field: 'tenantName' })).toBe('Tenant Name is required!');
    expect(formatMessage('id', 'field.required', { field: 'tenantName' })).toBe('Nama Penyewa wajib diisi!');
    expect(formatMessage('id', 'field.tooLong', { field: 'address', max: 200 })).toBe('Alamat maksimal 200 karakter');
  });

  it('writes every month as the screens do', () => {
    expect(MONTHS.map((m) => shortDateText('en', `2027-${String(m).padStart(2, '0')}-01`).slice(3, 6))).toEqual(
      'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
    );
    expect(
      MONTHS.map((m) => shortDateText('id', `2027-${String(m).padStart(2, '0')}-01T10:00:00`).slice(3, 6)),
    ).toEqual('Jan Feb Mar Apr Mei Jun Jul Agt Sep Okt Nov Des'.split(' '));
  });

  it('reads an unknown code as itself', () => {
    expect(formatMessage('id', 'no.suchCode')).toBe('no.suchCode');
  });
});

describe('refusals in zod issues', () => {
  it('travel through a message and back', () => {
    const written = refusal('field.outOfRange', { field: 'amount', min: 1, max: 10 });
    expect(readRefusal(issueMessage(written))).toEqual(written);
    expect(readRefusal('Amount must be a whole number')).toBeNull();
    expect(readRefusal('refusal:{"code":"no.such","params":{}}')).toBeNull();
    expect(readRefusal('refusal:{not json')).toBeNull();
  });

  it("an issue no builder named is field.invalid in zod's own words, naming the field", () => {
    const result = z.object({ roomNumber: z.string().min(3) }).safeParse({ roomNumber: 'x' });
    const issue = result.error?.issues[0];
    if (!issue) throw new Error('expected an issue');
    const { code, params } = refusalOfIssue(issue);
    expect(code).toBe('field.invalid');
    expect(params).toMatchObject({ field: 'roomNumber', issue: 'too_small', minimum: 3, origin: 'string' });
    expect(formatMessage('en', code, params)).toBe('Room Number: Too small: expected string to have >=3 characters');
    expect(formatMessage('id', code, params)).toBe(
      'Nomor Kamar: Terlalu kecil: diharapkan string memiliki >=3 karakter',
    );
  });
});

describe('the language of a request', () => {
  it('follows the first language the product speaks, English otherwise', () => {
    expect(pickLanguage(acceptedLanguages('id'))).toBe('id');
    expect(pickLanguage(acceptedLanguages('id-ID,id;q=0.9,en-US;q=0.8'))).toBe('id');
    expect(pickLanguage(acceptedLanguages('en-US,en;q=0.9,id;q=0.8'))).toBe('en');
    expect(pickLanguage(acceptedLanguages('en;q=0.5, id;q=0.9'))).toBe('id');
    expect(pickLanguage(acceptedLanguages('fr-FR'))).toBe('en');
    expect(pickLanguage(acceptedLanguages('id;q=0, en'))).toBe('en');
    expect(pickLanguage(acceptedLanguages(undefined))).toBe('en');
    expect(pickLanguage(['IN-id', 'id_ID'])).toBe('id');
  });
});
