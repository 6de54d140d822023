import { z } from 'zod';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
import { BillProration, LateFeeMode, MessageLink } from './enums.js';
import { money, say, wholeNumber } from './fields.js';
import type { FieldKey } from './i18n/field-labels.en.js';
import { type Refusal, refusal } from './i18n/refusal.js';
import { paths } from './paths.js';

/**
 * The business's own settings, kept with the data and changed by an administrator on the Setting
 * screen. Named as the business calls them (BILL_DAYS_AHEAD, LATE_FEE_GRACE_DAYS...).
 */
export const SETTING_DAYS_MAX = 60;

const choice = <const T extends readonly [string, ...string[]]>(field: FieldKey, values: T) =>
  z.enum(values, { error: say.invalidChoice(field) });

export const businessSettingFields = {
  /** Bills are made this many days before their period begins. */
  BILL_DAYS_AHEAD: wholeNumber('billDaysAhead', 0, SETTING_DAYS_MAX),
  /** A stay that ends inside a period pays the days it stayed (prorate) or the whole period (full). */
  BILL_PRORATION: choice('billProration', [BillProration.Prorate, BillProration.Full]),
  LATE_FEE_MODE: choice('lateFeeMode', [LateFeeMode.None, LateFeeMode.Fixed, LateFeeMode.PerDay]),
  /** The fixed fee, or the fee per day late. */
  LATE_FEE_AMOUNT: money('lateFeeAmount'),
  /** The most a per-day fee grows to on one bill. */
  LATE_FEE_CAP: money('lateFeeCap'),
  /** Days after the due date before a late fee is added. */
  LATE_FEE_GRACE_DAYS: wholeNumber('lateFeeGraceDays', 0, SETTING_DAYS_MAX),
  /** What reminders and receipts sent on WhatsApp link to: the one document, or the stay's own page. */
  MESSAGE_LINK: choice('messageLink', [MessageLink.Document, MessageLink.TenantPage]),
};

export const ZBusinessSettings = z.object({
  ...businessSettingFields,
  /** The day late fees were switched on: bills due before it never get one. "" while they are off. */
  LATE_FEE_SINCE: z.string(),
});
export type BusinessSettings = z.infer<typeof ZBusinessSettings>;

export const DEFAULT_BUSINESS_SETTINGS: Omit<BusinessSettings, 'LATE_FEE_SINCE'> = {
  BILL_DAYS_AHEAD: 7,
  BILL_PRORATION: BillProration.Prorate,
  LATE_FEE_MODE: LateFeeMode.None,
  LATE_FEE_AMOUNT: 0,
  LATE_FEE_CAP: 0,
  LATE_FEE_GRACE_DAYS: 3,
  MESSAGE_LINK: MessageLink.Document,
};

/** The settings as they would stand after the change are checked together. */
export function lateFeeProblems(s: Pick<BusinessSettings, 'LATE_FEE_MODE' | 'LATE_FEE_AMOUNT' | 'LATE_FEE_CAP'>) {
  const problems: { path: string; refusal: Refusal }[] = [];
  if (s.LATE_FEE_MODE !== LateFeeMode.None && s.LATE_FEE_AMOUNT < 1) {
    problems.push({ path: 'LATE_FEE_AMOUNT', refusal: refusal('setting.lateFeeAmountRequired') });
  }
  if (s.LATE_FEE_MODE === LateFeeMode.PerDay && s.LATE_FEE_CAP < s.LATE_FEE_AMOUNT) {
    problems.push({ path: 'LATE_FEE_CAP', refusal: refusal('setting.lateFeeCapTooLow') });
  }
  return problems;
}

/** Any of the settings; the ones left out keep their value. */
export const ZBusinessSettingsUpdate = z.object(businessSettingFields).partial();
export type BusinessSettingsUpdate = z.input<typeof ZBusinessSettingsUpdate>;

export const settingCalls = {
  getBusinessSettings: defineCall({
    path: paths.setting.getBusinessSettings,
    access: 'user',
    summary: 'The billing, late-fee and message settings (BILL_DAYS_AHEAD, BILL_PRORATION, LATE_FEE_*, MESSAGE_LINK).',
    request: ZEmpty,
    response: ZBusinessSettings,
  }),
  updateBusinessSettings: defineCall({
    path: paths.setting.updateBusinessSettings,
    access: 'admin',
    summary:
      'Changes billing and late-fee settings (administrators only); the ones left out keep their value. They apply from the next bills made.',
    request: ZBusinessSettingsUpdate,
    response: ZBusinessSettings,
  }),
};
