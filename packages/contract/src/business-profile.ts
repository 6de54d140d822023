import { z } from 'zod';
import { defineCall } from './call.js';
import { ZEmpty } from './common.js';
import { optionalText, requiredText } from './fields.js';
import { issueMessage } from './i18n/issue-message.js';
import { refusal } from './i18n/refusal.js';
import { paths } from './paths.js';

export const LOGO_FIELD = 'logo';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The logo is printed about 2 cm tall; 600 px keeps it sharp on paper and small in a PDF. */
export const LOGO_MAX_PIXELS = 600;
export const BANK_ACCOUNTS_MAX = 5;
export const TEMPLATE_MAX = 1000;
export const HOUSE_RULES_MAX = 2000;
/** A static QRIS image the stay's page shows: kept sharp enough for a payment app to read from a screenshot. */
export const QRIS_FIELD = 'qris';
export const QRIS_MAX_PIXELS = 1200;

export const ZBankAccount = z.object(
  {
    bankName: requiredText('bankName', 50),
    accountNumber: requiredText('accountNumber', 30),
    accountHolder: requiredText('accountHolder', 100),
  },
  { error: issueMessage(refusal('field.notGroup', { field: 'bankAccounts' })) },
);
export type BankAccount = z.output<typeof ZBankAccount>;

/** The accounts a tenant may pay into: at most BANK_ACCOUNTS_MAX, each whole. */
export const bankAccountList = () =>
  z
    .array(ZBankAccount, { error: issueMessage(refusal('field.notList', { field: 'bankAccounts' })) })
    .max(
      BANK_ACCOUNTS_MAX,
      issueMessage(refusal('field.tooManyItems', { field: 'bankAccounts', max: BANK_ACCOUNTS_MAX })),
    );

/** A bank account as answered. */
export const ZBankAccountAnswer = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});

/** The reminder, receipt and deposit-return messages, each in both languages the product speaks. */
export const ZMessageTemplates = z.object(
  {
    reminderId: requiredText('reminderId', TEMPLATE_MAX),
    reminderEn: requiredText('reminderEn', TEMPLATE_MAX),
    receiptId: requiredText('receiptId', TEMPLATE_MAX),
    receiptEn: requiredText('receiptEn', TEMPLATE_MAX),
    depositReturnId: requiredText('depositReturnId', TEMPLATE_MAX),
    depositReturnEn: requiredText('depositReturnEn', TEMPLATE_MAX),
  },
  { error: issueMessage(refusal('field.notGroup', { field: 'templates' })) },
);
export type MessageTemplates = z.output<typeof ZMessageTemplates>;

export const ZBusinessProfileUpdateRequest = z.object({
  businessName: requiredText('businessName', 100),
  address: optionalText('address', 300),
  phone: optionalText('phone', 30),
  receiptFooter: optionalText('receiptFooter', 300),
  bankAccounts: bankAccountList()
    .nullish()
    .transform((v) => v ?? []),
  templates: ZMessageTemplates,
  /** The house rules the stay's page shows its tenant. Left out: unchanged (a client that does not know the field keeps them). */
  houseRules: optionalText('houseRules', HOUSE_RULES_MAX).optional(),
});
export type BusinessProfileUpdateRequest = z.input<typeof ZBusinessProfileUpdateRequest>;

export const ZBusinessProfile = z.object({
  businessName: z.string(),
  address: z.string(),
  phone: z.string(),
  receiptFooter: z.string(),
  bankAccounts: z.array(ZBankAccountAnswer),
  templates: z.object({
    reminderId: z.string(),
    reminderEn: z.string(),
    receiptId: z.string(),
    receiptEn: z.string(),
    depositReturnId: z.string(),
    depositReturnEn: z.string(),
  }),
  /** GET address of the logo, or '' when there is none. */
  logoURL: z.string(),
  houseRules: z.string(),
  /** GET address of the static QRIS image the stay's page shows, or '' when there is none. */
  qrisURL: z.string(),
  updateDate: z.string(),
  updateBy: z.string(),
});
export type BusinessProfile = z.infer<typeof ZBusinessProfile>;

/** What anyone may read of the business before signing in: the name the login screen greets with. */
export const ZBusinessName = z.object({ businessName: z.string() });
export type BusinessName = z.infer<typeof ZBusinessName>;

export const ZBusinessLogoRequest = z.object({}).passthrough();

export const businessProfileCalls = {
  getBusinessProfile: defineCall({
    path: paths.setting.getBusinessProfile,
    access: 'user',
    summary:
      'The business as documents and the top bar show it: name, address, phone, logo, bank accounts, footer, templates.',
    request: ZEmpty,
    response: ZBusinessProfile,
  }),
  getBusinessName: defineCall({
    path: paths.setting.getBusinessName,
    access: 'public',
    summary: "The business's name, for the login screen (no sign-in; nothing else of the profile).",
    request: ZEmpty,
    response: ZBusinessName,
  }),
  updateBusinessProfile: defineCall({
    path: paths.setting.updateBusinessProfile,
    access: 'admin',
    summary: 'Changes the business profile (not the logo).',
    request: ZBusinessProfileUpdateRequest,
    response: ZBusinessProfile,
  }),
  updateBusinessLogo: defineCall({
    path: paths.setting.updateBusinessLogo,
    access: 'admin',
    summary: `multipart/form-data with one image file "${LOGO_FIELD}" (JPG, PNG or GIF, at most 2 MB), re-encoded; no file removes the logo.`,
    body: 'multipart',
    request: ZBusinessLogoRequest,
    response: ZBusinessProfile,
  }),
  updateBusinessQris: defineCall({
    path: paths.setting.updateBusinessQris,
    access: 'admin',
    summary: `multipart/form-data with one image file "${QRIS_FIELD}" (the business's static QRIS: JPG, PNG or GIF, at most 2 MB), re-encoded within ${QRIS_MAX_PIXELS} px; no file removes it.`,
    body: 'multipart',
    request: ZBusinessLogoRequest,
    response: ZBusinessProfile,
  }),
};
