import { type BusinessProfileUpdateRequest, businessProfileCalls, formatMessage } from '@kamar/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { DEFAULT_TEMPLATE_FIELDS } from '../../../test/business-profile.js';
import { english } from '../../../test/english.js';
import { encodeMultipart } from '../../../test/multipart.js';

let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.createUser();
});
afterAll(() => t.close());

const profile: BusinessProfileUpdateRequest = {
  businessName: '  Kos Melati  ',
  address: 'Jl. Kenanga No. 5, Yogyakarta',
  phone: '0812-2222-3333',
  receiptFooter: 'Terima kasih atas pembayaran Anda',
  bankAccounts: [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: 'Sri Wahyuni' }],
  templates: {
    reminderId: 'Halo {nama}',
    reminderEn: 'Hello {nama}',
    receiptId: 'Terima kasih {nama}',
    receiptEn: 'Thanks {nama}',
    depositReturnId: 'Deposit {nama} kami kembalikan {jumlah}',
    depositReturnEn: 'We return {jumlah} to {nama}',
  },
};

async function uploadLogo(file: Buffer | null, token = t.adminToken) {
  const { payload, contentType } = await encodeMultipart(
    file ? { logo: { content: file, filename: 'logo.png', type: 'image/png' } } : {},
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/Setting/UpdateBusinessLogo',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });
}

describe('business profile', () => {
  it('starts with the default name and the default templates of both languages', async () => {
    const res = await t.call(businessProfileCalls.getBusinessProfile, {}, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      businessName: 'Kamar Guest House',
      logoURL: '',
      bankAccounts: [],
      templates: DEFAULT_TEMPLATE_FIELDS,
    });
  });

  it('is changed by an administrator, trimmed, and who changed it is kept', async () => {
    const res = await t.call(businessProfileCalls.updateBusinessProfile, profile, t.adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ ...profile, businessName: 'Kos Melati', updateBy: 'admin' });
    const read = await t.call(businessProfileCalls.getBusinessProfile, {}, staff.token);
    expect(read.body.data.bankAccounts).toEqual(profile.bankAccounts);
  });

  it("tells anyone, without signing in, the business's name as it now is, and nothing else of the profile", async () => {
    await t.call(businessProfileCalls.updateBusinessProfile, { ...profile, businessName: 'Kos Anggrek' }, t.adminToken);
    const res = await t.call(businessProfileCalls.getBusinessName, {});
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ businessName: 'Kos Anggrek' });
    await t.call(businessProfileCalls.updateBusinessProfile, profile, t.adminToken);
    expect((await t.call(businessProfileCalls.getBusinessName, {})).body.data).toEqual({ businessName: 'Kos Melati' });
  });

  it('refuses staff and bad input with words, and changes nothing', async () => {
    expect((await t.call(businessProfileCalls.updateBusinessProfile, profile, staff.token)).statusCode).toBe(403);
    const before = (await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).body.data;
    const bad: [Record<string, unknown>, string][] = [
      [{ ...profile, businessName: '   ' }, 'Business Name is required!'],
      [
        { ...profile, bankAccounts: Array(6).fill(profile.bankAccounts?.[0]) },
        'Bank Accounts may hold at most 5 entries',
      ],
      [
        { ...profile, bankAccounts: [{ bankName: 'BCA', accountNumber: '', accountHolder: 'X' }] },
        'Account Number is required!',
      ],
      [
        { ...profile, templates: { ...profile.templates, reminderId: 'x'.repeat(1001) } },
        'Reminder Template (Indonesian) must be at most 1000 characters',
      ],
      [{ ...profile, templates: 'x' }, 'Templates must be a group of fields'],
      [
        { ...profile, templates: { ...profile.templates, depositReturnEn: ' ' } },
        'Deposit Return Template (English) is required!',
      ],
    ];
    for (const [input, message] of bad) {
      const res = await t.call(businessProfileCalls.updateBusinessProfile, input, t.adminToken);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).body.data).toEqual(before);
  });

  it('refuses the receipt footer and every printed text with hidden direction controls, naming the field in both languages', async () => {
    const before = (await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).body.data;
    const override = '\u202E';
    const cases: [string, BusinessProfileUpdateRequest][] = [
      ['receiptFooter', { ...profile, receiptFooter: `Transfer ke rekening ${override}0987654321` }],
      ['businessName', { ...profile, businessName: `Kos ${override}Melati` }],
      ['address', { ...profile, address: `Jl. Kenanga \u2067No. 5\u2069` }],
      ['phone', { ...profile, phone: `0812\u200F2222` }],
      [
        'bankAccounts.0.accountNumber',
        {
          ...profile,
          bankAccounts: [{ bankName: 'BCA', accountNumber: `${override}1234567890`, accountHolder: 'Sri' }],
        },
      ],
      [
        'bankAccounts.0.accountHolder',
        {
          ...profile,
          bankAccounts: [{ bankName: 'BCA', accountNumber: '1234567890', accountHolder: `Sri${override}` }],
        },
      ],
      [
        'templates.reminderId',
        { ...profile, templates: { ...profile.templates, reminderId: `Halo ${override}{nama}` } },
      ],
    ];
    for (const [field, body] of cases) {
      const res = await t.call(businessProfileCalls.updateBusinessProfile, body, t.adminToken);
      expect(res.statusCode, field).toBe(400);
      const refused = res.body as unknown as { code: string; data: { errors: { field: string }[] } };
      expect(refused.code, field).toBe('field.directionControl');
      expect(refused.data.errors[0]?.field, field).toBe(field);
    }
    const inIndonesian = await t.raw(
      businessProfileCalls.updateBusinessProfile.path,
      JSON.stringify(cases[0]?.[1]),
      t.adminToken,
      { 'accept-language': 'id' },
    );
    expect(inIndonesian.body.message).toBe(formatMessage('id', 'field.directionControl', { field: 'receiptFooter' }));
    expect(inIndonesian.body.message).not.toBe(english('field.directionControl', { field: 'receiptFooter' }));
    expect((await t.call(businessProfileCalls.getBusinessProfile, {}, t.adminToken)).body.data).toEqual(before);
  });

  it('takes a logo re-encoded like tenant photos (metadata dropped, bounded), serves it, and removes it', async () => {
    const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();
    const res = await uploadLogo(big);
    expect(res.statusCode).toBe(200);
    const { logoURL } = res.json().data;
    expect(logoURL).toMatch(/^\/api\/Setting\/Logo\/\d+$/);
    const served = await t.app.inject({ method: 'GET', url: logoURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(600);
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-camera');

    const notImage = await uploadLogo(Buffer.from('%PDF-1.4 not an image'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('Logo must be a JPG, PNG or GIF image');
    expect((await uploadLogo(big, staff.token)).statusCode).toBe(403);

    const removed = await uploadLogo(null);
    expect(removed.json().data.logoURL).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/Setting/Logo/99999' })).statusCode).toBe(404);
  });
});
