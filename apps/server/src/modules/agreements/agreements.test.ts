import { createHash } from 'node:crypto';
import {
  AgreementSigner,
  AgreementStatus,
  agreementCalls,
  DEFAULT_AGREEMENT_TEMPLATES,
  propertyCalls,
  Role,
  tenantAgreementCalls,
  tenantLinkCalls,
  tenantPageCalls,
} from '@kamar/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, createTestApp, type TestApp } from '../../../test/build-test-app.js';
import { english } from '../../../test/english.js';
import { bookStay, noonOn } from '../../../test/factories/bills.js';
import { compact, pdfText } from '../../../test/pdf-text.js';

/**
 * A stay's agreement (README.md): made from the template as numbered versions whose text never
 * changes; signed on a phone by the tenant and the landlord (image, time, address, audited);
 * fixed once both have signed, its PDF's bytes and hash kept whatever changes later; a later
 * edit is the next version. The tenant signs on their page too. Staff of another property see
 * nothing of it.
 */
let t: TestApp;
let drawn: string;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 1 } });
  drawn = await signatureDataUrl();
  await t.db.execute(sql`update business_profile set business_name = 'KOS MELATI',
    house_rules = 'Tamu pulang sebelum pukul 22.00. Dilarang merokok di kamar.'`);
  await t.db.execute(sql`update properties set address = 'Jl. Melati 5', city = 'Yogyakarta' where property_id = 1`);
});
afterAll(() => t.close());

/** A drawn stroke on a transparent canvas, as a signing pad sends it. */
async function signatureDataUrl(blank = false) {
  const width = 300;
  const height = 120;
  const pixels = Buffer.alloc(width * height * 4);
  if (!blank) {
    for (let x = 20; x < 280; x++) {
      const y = Math.round(60 + 30 * Math.sin(x / 20));
      for (let dy = -2; dy <= 2; dy++) pixels.writeUInt32BE(0x000000ff, ((y + dy) * width + x) * 4);
    }
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const ok = <T>(res: { statusCode: number; body: { data: T } }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

async function stay(room: string, tenant: { name: string; nik: string; country?: string }) {
  const bookingId = await bookStay(t, room, {
    checkInDate: '2027-01-01',
    checkOutDate: '2027-07-01',
    rentAmount: 1_500_000,
  });
  await t.db.execute(sql`update tenants set tenant_name = ${tenant.name}, id_number = ${tenant.nik},
    address = 'Jl. Kenari 12', city = 'Sleman', province = 'DI Yogyakarta', phone = '6281234567890',
    country = ${tenant.country ?? 'INDONESIA'}
    where tenant_id = (select tenant_id from bookings where booking_id = ${bookingId})`);
  return bookingId;
}

const file = (agreementId: number, token = t.adminToken) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Agreement/File?id=${agreementId}`,
    headers: { authorization: `Bearer ${token}` },
  });

const signAs = (agreementId: number, signer: number, token: string, signature = drawn, ip = '10.9.0.1') =>
  t.raw(agreementCalls.sign.path, JSON.stringify({ agreementId, signer, signature }), token, {
    'x-forwarded-for': ip,
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) Test',
  }) as Promise<CallResult<{ agreementId: number; agreementStatus: number; pdfSha256: string }>>;

describe('the agreement template', () => {
  it("is Kamar's own until the owner saves one; a placeholder that is not a fact is refused in words", async () => {
    const shipped = ok(await t.call(agreementCalls.getTemplate, {}, t.adminToken));
    expect(shipped).toMatchObject({ isDefault: true, templateId: DEFAULT_AGREEMENT_TEMPLATES.id });
    expect(shipped.templateId).toContain('PERJANJIAN SEWA KAMAR KOS');
    expect(shipped.templateEn).toContain('ROOM RENTAL AGREEMENT');

    const refused = await t.call(
      agreementCalls.updateTemplate,
      {
        ownerName: 'Budi',
        templateId: 'Sewa {{rent}} untuk {{tenantNama}} dan {{kamar}}',
        templateEn: 'Rent {{rent}}',
      },
      t.adminToken,
    );
    expect([refused.statusCode, refused.body.message]).toEqual([
      400,
      'The template names {{tenantNama}}, {{kamar}}, which is not one of the facts it may use',
    ]);
    expect(ok(await t.call(agreementCalls.getTemplate, {}, t.adminToken)).isDefault).toBe(true);

    const manager = await t.createUser({ role: Role.Manager, propertyIds: [1] });
    const input = { ownerName: 'Budi Santoso', templateId: 'Sewa {{rent}}', templateEn: 'Rent {{rent}}' };
    expect((await t.call(agreementCalls.updateTemplate, input, manager.token)).statusCode).toBe(403);
  });
});

describe('an agreement', () => {
  it("renders the stay's facts into version 1 in the tenant's language, word for word", async () => {
    t.clock.set(noonOn('2027-01-02'));
    const bookingId = await stay('101', { name: 'RINA WATI', nik: '3404010101990001' });
    const made = ok(await t.call(agreementCalls.create, { bookingId }, t.adminToken));
    expect(made).toMatchObject({
      version: 1,
      language: 'id',
      agreementStatus: AgreementStatus.Draft,
      superseded: false,
      tenantName: 'RINA WATI',
      roomNumber: '101',
      pdfSha256: '',
      signatures: [],
      // Six months at Rp 1.500.000: above Rp 5.000.000, an e-meterai applies.
      totalAmount: 9_000_000,
      stampDutyApplies: true,
    });
    expect(made.content).toContain(
      '2. RINA WATI, NIK 3404010101990001, beralamat di Jl. Kenari 12, Sleman, DI Yogyakarta, nomor telepon 0812-3456-7890, selanjutnya disebut PIHAK KEDUA (Penyewa).',
    );
    expect(made.content).toContain('1. KOS MELATI, bertindak untuk dan atas nama KOS MELATI');
    expect(made.content).toContain('Sewa berlaku mulai 01 Januari 2027 sampai 30 Juni 2027.');
    expect(made.content).toContain('Harga sewa Rp 1.500.000 per periode bulanan.');
    expect(made.content).toContain('deposit sebesar Rp 0.');
    expect(made.content).toContain('biaya berikut: tidak ada.');
    expect(made.content).toContain('Tamu pulang sebelum pukul 22.00. Dilarang merokok di kamar.');
    expect(made.content).toContain('Pada tanggal 02 Januari 2027');
    expect(made.content).not.toMatch(/\{\{/);

    const en = ok(await t.call(agreementCalls.create, { bookingId, language: 'en' }, t.adminToken));
    expect(en).toMatchObject({ version: 2, language: 'en' });
    expect(en.content).toContain('The rent is Rp 1.500.000 per month, paid in advance');
    expect(en.content).toContain('The rental runs from 01 January 2027 to 30 June 2027.');
    const list = ok(await t.call(agreementCalls.getList, { bookingId }, t.adminToken));
    expect(list.listData.map((a) => [a.version, a.superseded])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('is signed on the phone by the tenant and the owner, then fixed: its bytes and hash never change', async () => {
    t.clock.set(noonOn('2027-02-01'));
    const bookingId = await stay('102', { name: 'ANDI PRATAMA', nik: '3171010101900002' });
    const { agreementId } = ok(await t.call(agreementCalls.create, { bookingId }, t.adminToken));
    const frontDesk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });

    // A draft's PDF is drawn now and says so.
    const draft = await file(agreementId, frontDesk.token);
    expect([draft.statusCode, draft.headers['content-type'], draft.headers['x-content-sha256']]).toEqual([
      200,
      'application/pdf',
      undefined,
    ]);
    const draftText = (await pdfText(draft.rawPayload)).compact;
    for (const phrase of [
      'DRAF',
      'DRAF — belum ditandatangani kedua pihak; bukan dokumen final.',
      'Belum ditandatangani',
    ]) {
      expect(draftText).toContain(compact(phrase));
    }

    // A front desk takes the tenant's signature on their phone; they may not sign as the landlord.
    const notLandlord = await signAs(agreementId, AgreementSigner.Landlord, frontDesk.token);
    expect([notLandlord.statusCode, notLandlord.body.message]).toEqual([403, english('agreement.landlordRole')]);
    const tenantSigned = ok(await signAs(agreementId, AgreementSigner.Tenant, frontDesk.token, drawn, '10.9.0.7'));
    expect(tenantSigned).toEqual({ agreementId, agreementStatus: AgreementStatus.SignedByTenant, pdfSha256: '' });
    const again = await signAs(agreementId, AgreementSigner.Tenant, frontDesk.token);
    expect([again.statusCode, again.body.message]).toEqual([409, english('agreement.alreadySigned', { version: 1 })]);

    t.clock.set(new Date('2027-02-01T08:30:00Z'));
    const fixed = ok(await signAs(agreementId, AgreementSigner.Landlord, t.adminToken, drawn, '10.9.0.8'));
    expect(fixed.agreementStatus).toBe(AgreementStatus.Fixed);
    expect(fixed.pdfSha256).toMatch(/^[0-9a-f]{64}$/);

    const one = ok(await t.call(agreementCalls.getById, { agreementId }, frontDesk.token));
    expect(one).toMatchObject({ agreementStatus: AgreementStatus.Fixed, pdfSha256: fixed.pdfSha256 });
    expect(one.fixedAt).toBe('2027-02-01T15:30:00');
    expect(
      one.signatures.map((s) => [s.signer, s.signerName, s.address, s.signedBy, s.onTenantPage, s.userAgent]),
    ).toEqual([
      [AgreementSigner.Landlord, 'KOS MELATI', '10.9.0.8', 'admin', false, 'Mozilla/5.0 (Linux; Android 14) Test'],
      [
        AgreementSigner.Tenant,
        'ANDI PRATAMA',
        '10.9.0.7',
        frontDesk.username,
        false,
        'Mozilla/5.0 (Linux; Android 14) Test',
      ],
    ]);
    const image = await t.app.inject({
      method: 'GET',
      url: one.signatures[0]?.imageURL ?? '',
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);

    const first = await file(agreementId);
    const bytes = first.rawPayload;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(fixed.pdfSha256);
    expect(first.headers['x-content-sha256']).toBe(fixed.pdfSha256);
    const fixedText = (await pdfText(bytes)).compact;
    for (const phrase of [
      'KOS MELATI',
      'Perjanjian Sewa Kamar · Versi 1',
      'Tanda Tangan',
      'Pihak Pertama (Pemilik)',
      'Pihak Kedua (Penyewa)',
      'ANDI PRATAMA',
      'Ditandatangani 01 Februari 2027 15:30 (Asia/Jakarta)',
      'Dari alamat 10.9.0.8',
      'Dari alamat 10.9.0.7',
      'di hadapan admin',
      `di hadapan ${frontDesk.username}`,
      'Dokumen ini ditandatangani secara elektronik (tanda tangan elektronik tidak tersertifikasi, PP 71/2019). Perubahan apa pun dibuat sebagai versi baru.',
      'Bea meterai Rp 10.000 (e-meterai) berlaku untuk dokumen dengan nilai di atas Rp 5.000.000.',
      'Halaman 1 dari',
    ]) {
      expect(fixedText).toContain(compact(phrase));
    }
    expect(fixedText).not.toContain(compact('DRAF'));

    // Everything it was made of changes: the kept bytes do not.
    ok(
      await t.call(
        agreementCalls.updateTemplate,
        { ownerName: 'Budi Santoso', templateId: 'Baru {{rent}}', templateEn: 'New {{rent}}' },
        t.adminToken,
      ),
    );
    await t.db.execute(sql`update business_profile set business_name = 'KOS MAWAR', house_rules = 'Baru'`);
    await t.db.execute(sql`update tenants set tenant_name = 'ANDI P' where tenant_id =
      (select tenant_id from bookings where booking_id = ${bookingId})`);
    await t.db.execute(sql`update bookings set rent_amount = 2000000 where booking_id = ${bookingId}`);
    const later = await file(agreementId);
    expect(Buffer.compare(later.rawPayload, bytes)).toBe(0);
    expect(later.headers['x-content-sha256']).toBe(fixed.pdfSha256);

    // A fixed version is never signed or changed again, not even by hand in the database.
    const resign = await signAs(agreementId, AgreementSigner.Tenant, t.adminToken);
    expect([resign.statusCode, resign.body.message]).toEqual([409, english('agreement.fixed', { version: 1 })]);
    await expect(
      t.db.execute(sql`update agreements set content = 'other' where agreement_id = ${agreementId}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update agreements set pdf = '\\x00' where agreement_id = ${agreementId}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from agreement_signatures where agreement_id = ${agreementId}`),
    ).rejects.toThrow();

    // The new rent is a new version: v2 a draft from the new template, v1 kept (fixed, superseded).
    const v2 = ok(await t.call(agreementCalls.create, { bookingId }, t.adminToken));
    expect(v2).toMatchObject({ version: 2, agreementStatus: AgreementStatus.Draft, content: 'Baru Rp 2.000.000' });
    const v1 = ok(await t.call(agreementCalls.getById, { agreementId }, t.adminToken));
    expect(v1).toMatchObject({ superseded: true, agreementStatus: AgreementStatus.Fixed, pdfSha256: fixed.pdfSha256 });
    expect(Buffer.compare((await file(agreementId)).rawPayload, bytes)).toBe(0);
    const old = await signAs(agreementId, AgreementSigner.Tenant, t.adminToken);
    expect(old.statusCode).toBe(409);

    // Audited: each signature kept (its image "changed"), and the version's change as `sign`, from the signer's address.
    const entries = await t.db.execute<{ entity: string; action: string; address: string; username: string }>(sql`
      select entity, action, address, username from audit_log
      where (entity = 'agreement' and record_id = ${agreementId} and action = 'sign')
         or (entity = 'agreementSignature' and record_id in
               (select signature_id from agreement_signatures where agreement_id = ${agreementId}))
      order by audit_id`);
    expect(entries.rows.map((e) => [e.entity, e.action, e.address, e.username])).toEqual([
      ['agreementSignature', 'create', '10.9.0.7', frontDesk.username],
      ['agreement', 'sign', '10.9.0.7', frontDesk.username],
      ['agreementSignature', 'create', '10.9.0.8', 'admin'],
      ['agreement', 'sign', '10.9.0.8', 'admin'],
    ]);
  });

  it('prints in English, word for word', async () => {
    t.clock.set(noonOn('2027-03-01'));
    await t.db.execute(sql`delete from agreement_templates`);
    const bookingId = await stay('103', { name: 'JOHN SMITH', nik: 'P1234567', country: 'AUSTRALIA' });
    const { agreementId, language } = ok(await t.call(agreementCalls.create, { bookingId }, t.adminToken));
    expect(language).toBe('en');
    ok(await signAs(agreementId, AgreementSigner.Tenant, t.adminToken, drawn, '10.9.1.1'));
    const text = (await pdfText((await file(agreementId)).rawPayload)).compact;
    for (const phrase of [
      'Room Rental Agreement · Version 1',
      'DRAFT — not yet signed by both parties; not a final document.',
      'First Party (Landlord)',
      'Second Party (Tenant)',
      'Not signed yet',
      'JOHN SMITH',
      'Signed 01 March 2027 12:00 (Asia/Jakarta)',
      'From address 10.9.1.1',
      'in the presence of admin',
      'A Rp 10.000 stamp duty (e-meterai) applies to documents stating more than Rp 5.000.000.',
      'Page 1 of',
      'ROOM RENTAL AGREEMENT (KOS)',
      'Article 4 — Deposit',
    ]) {
      expect(text).toContain(compact(phrase));
    }
  });

  it('signed by both at the same moment: one of them fixes it, with both signatures in its PDF', async () => {
    t.clock.set(noonOn('2027-03-05'));
    const bookingId = await stay('201', { name: 'GITA', nik: '6' });
    const { agreementId } = ok(await t.call(agreementCalls.create, { bookingId }, t.adminToken));
    const [tenant, landlord] = await Promise.all([
      signAs(agreementId, AgreementSigner.Tenant, t.adminToken, drawn, '10.9.2.1'),
      signAs(agreementId, AgreementSigner.Landlord, t.adminToken, drawn, '10.9.2.2'),
    ]);
    const answers = [ok(tenant), ok(landlord)];
    expect(answers.filter((a) => a.agreementStatus === AgreementStatus.Fixed)).toHaveLength(1);
    const text = (await pdfText((await file(agreementId)).rawPayload)).compact;
    expect(text).toContain(compact('Dari alamat 10.9.2.1'));
    expect(text).toContain(compact('Dari alamat 10.9.2.2'));
  });

  it('refuses bad input in words and changes nothing', async () => {
    t.clock.set(noonOn('2027-03-02'));
    const bookingId = await stay('104', { name: 'SITI AMINAH', nik: '1' });
    const { agreementId } = ok(await t.call(agreementCalls.create, { bookingId }, t.adminToken));
    const blank = await signatureDataUrl(true);
    const cases: [string, number, string][] = [
      [blank, 400, english('agreement.signatureBlank')],
      ['data:text/plain;base64,aGVsbG8=', 400, english('agreement.signatureType', { field: 'signature' })],
      [
        `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
        400,
        english('agreement.signatureType', { field: 'signature' }),
      ],
      [
        `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk')]).toString('base64')}`,
        400,
        english('agreement.signatureUnreadable'),
      ],
      [
        `data:image/png;base64,${'A'.repeat(800_000)}`,
        400,
        english('agreement.signatureTooLarge', { field: 'signature' }),
      ],
    ];
    for (const [signature, status, message] of cases) {
      const res = await signAs(agreementId, AgreementSigner.Tenant, t.adminToken, signature);
      expect([res.statusCode, res.body.message]).toEqual([status, message]);
    }
    expect((await signAs(99_999, AgreementSigner.Tenant, t.adminToken)).statusCode).toBe(404);
    const unknownStay = await t.call(agreementCalls.create, { bookingId: 99_999 }, t.adminToken);
    expect(unknownStay.statusCode).toBe(404);
    const count = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from agreement_signatures where agreement_id = ${agreementId}`,
    );
    expect(count.rows[0]?.n).toBe(0);
  });
});

describe("the tenant's page", () => {
  const from = { 'x-forwarded-for': '10.7.0.3', 'user-agent': 'TenantPhone/1.0' };
  const page = (token: string) =>
    t.raw(tenantPageCalls.get.path, JSON.stringify({ token }), null, from) as Promise<CallResult<never>>;
  const signOnPage = (token: string, agreementId: number, signature = drawn) =>
    t.raw(
      tenantAgreementCalls.signAgreement.path,
      JSON.stringify({ token, agreementId, signature }),
      null,
      from,
    ) as Promise<CallResult<{ agreementStatus: number; pdfSha256: string }>>;

  it("lets the tenant read and sign their stay's agreement, and nothing of another stay's", async () => {
    t.clock.set(noonOn('2027-03-03'));
    const bookingId = await stay('105', { name: 'DEWI LESTARI', nik: '3' });
    const otherStay = await stay('106', { name: 'EKO', nik: '4' });
    const { agreementId } = ok(await t.call(agreementCalls.create, { bookingId }, t.adminToken));
    const theirs = ok(await t.call(agreementCalls.create, { bookingId: otherStay }, t.adminToken));
    const { url } = ok(await t.call(tenantLinkCalls.getTenantLink, { bookingId }, t.adminToken));
    const token = url.split('/t/')[1] as string;

    const shown = ok(await page(token)) as {
      agreement: { agreementId: number; tenantSigned: boolean; pdfURL: string };
    };
    expect(shown.agreement).toMatchObject({ agreementId, tenantSigned: false });
    const pdf = await t.app.inject({ method: 'GET', url: shown.agreement.pdfURL.replace(/^https?:\/\/[^/]+/, '') });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const html = await t.app.inject({ method: 'GET', url: `/t/${token}` });
    expect(html.body).toContain('Perjanjian sewa');
    expect(html.body).toContain('Buka perjanjian (PDF)');
    expect(html.body).toContain('data-signature-pad');

    const english = await t.app.inject({ method: 'GET', url: `/t/${token}?lang=en` });
    for (const words of [
      'Rental agreement · Version 1',
      'Read the agreement (PDF), then sign in the box below with your finger.',
      'Open the agreement (PDF)',
      'Signing needs JavaScript; ask the landlord to sign on their phone.',
      '>Clear</button>',
      '>Sign</button>',
    ]) {
      expect(english.body).toContain(words);
    }
    for (const words of [
      'Perjanjian sewa · Versi 1',
      'Baca perjanjian (PDF), lalu tanda tangani di kotak di bawah dengan jari Anda.',
      'Menandatangani memerlukan JavaScript; minta pemilik untuk menandatangani di ponselnya.',
      '>Hapus</button>',
      '>Tanda tangani</button>',
    ]) {
      expect(html.body).toContain(words);
    }

    const wrong = await signOnPage(token, theirs.agreementId);
    expect(wrong.statusCode).toBe(404);
    const wrongPdf = await t.app.inject({
      method: 'GET',
      url: `/api/TenantPage/Agreement/${token}/${theirs.agreementId}`,
    });
    expect(wrongPdf.statusCode).toBe(404);

    const signed = ok(await signOnPage(token, agreementId));
    expect(signed.agreementStatus).toBe(AgreementStatus.SignedByTenant);
    const one = ok(await t.call(agreementCalls.getById, { agreementId }, t.adminToken));
    expect(one.signatures.map((s) => [s.signer, s.address, s.onTenantPage, s.signedBy, s.userAgent])).toEqual([
      [AgreementSigner.Tenant, '10.7.0.3', true, '', 'TenantPhone/1.0'],
    ]);
    const after = ok(await page(token)) as { agreement: { tenantSigned: boolean } };
    expect(after.agreement.tenantSigned).toBe(true);
    const signedPage = await t.app.inject({ method: 'GET', url: `/t/${token}` });
    expect(signedPage.body).toContain('Anda sudah menandatangani versi 1.');
    expect(signedPage.body).not.toContain('data-signature-pad');
    const twice = await signOnPage(token, agreementId);
    expect(twice.statusCode).toBe(409);

    const fixed = ok(await signAs(agreementId, AgreementSigner.Landlord, t.adminToken));
    const text = (await pdfText((await file(agreementId)).rawPayload)).compact;
    expect(text).toContain(compact('di halaman penyewa'));
    const viaLink = await t.app.inject({ method: 'GET', url: `/api/TenantPage/Agreement/${token}/${agreementId}` });
    expect(viaLink.headers['x-content-sha256']).toBe(fixed.pdfSha256);
    expect(createHash('sha256').update(viaLink.rawPayload).digest('hex')).toBe(fixed.pdfSha256);
  });
});

describe('properties', () => {
  it("show staff of one property nothing of another property's agreements", async () => {
    t.clock.set(noonOn('2027-03-04'));
    const bookingId = await stay('107', { name: 'FAJAR', nik: '5' });
    const { agreementId } = ok(await t.call(agreementCalls.create, { bookingId }, t.adminToken));
    ok(await signAs(agreementId, AgreementSigner.Tenant, t.adminToken));
    const other = ok(await t.call(propertyCalls.create, { propertyName: 'KOS KENANGA' }, t.adminToken))
      .propertyId as number;
    const theirs = await t.createUser({ role: Role.Manager, propertyIds: [other] });
    const ours = await t.createUser({ role: Role.Manager, propertyIds: [1] });
    expect((await t.call(agreementCalls.getById, { agreementId }, theirs.token)).statusCode).toBe(404);
    expect(ok(await t.call(agreementCalls.getList, { bookingId }, theirs.token)).listData).toEqual([]);
    expect((await t.call(agreementCalls.create, { bookingId }, theirs.token)).statusCode).toBe(404);
    expect((await signAs(agreementId, AgreementSigner.Landlord, theirs.token)).statusCode).toBe(404);
    expect((await file(agreementId, theirs.token)).statusCode).toBe(404);
    const image = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Agreement/Signature/${agreementId}/2`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await image(theirs.token)).statusCode).toBe(404);
    expect((await image(ours.token)).statusCode).toBe(200);
    // Staff of the stay's property make versions (the stay's row locked under their policies).
    const frontDesk = await t.createUser({ role: Role.FrontDesk, propertyIds: [1] });
    expect(ok(await t.call(agreementCalls.create, { bookingId }, frontDesk.token)).version).toBe(2);
    expect(ok(await t.call(agreementCalls.create, { bookingId }, ours.token)).version).toBe(3);
    const versions = ok(await t.call(agreementCalls.getList, { bookingId }, frontDesk.token));
    expect(versions.listData.map((v) => [v.version, v.superseded])).toEqual([
      [3, false],
      [2, true],
      [1, true],
    ]);
    const v3 = versions.listData[0]?.agreementId as number;
    ok(await signAs(v3, AgreementSigner.Tenant, frontDesk.token));
    // A Manager signs for the owner.
    expect(ok(await signAs(v3, AgreementSigner.Landlord, ours.token)).agreementStatus).toBe(AgreementStatus.Fixed);
    const superseded = await signAs(agreementId, AgreementSigner.Landlord, ours.token);
    expect([superseded.statusCode, superseded.body.message]).toEqual([
      409,
      english('agreement.superseded', { version: 1 }),
    ]);
  });
});
