import { createHash } from 'node:crypto';
import {
  AGREEMENT_PLACEHOLDERS,
  type Agreement,
  type AgreementPlaceholder,
  AgreementSigner,
  AgreementStatus,
  type AgreementTemplate,
  type agreementCalls,
  agreementWord,
  apiDateTimeText,
  BookingStatus,
  type CallRequest,
  DEFAULT_AGREEMENT_TEMPLATES,
  type DocumentLanguage,
  fillAgreementTemplate,
  formatRupiah,
  longDateText,
  paths,
  phoneText,
  refusal,
  roleMay,
  SIGNATURE_MAX_PIXELS,
  STAMP_DUTY_THRESHOLD,
  tenantLanguage,
} from '@kamar/contract';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/transaction.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/image.js';
import type { CurrentUser } from '../../plugins/auth.js';
import type { BusinessProfileService } from '../business-profile/business-profile.service.js';
import type { AgreementPdfInput } from './agreement-pdf.js';
import {
  type AgreementRow,
  createAgreementsRepository,
  type SignatureRow,
  type StayCharge,
  type StayFacts,
} from './agreements.repository.js';

type Req<K extends keyof typeof agreementCalls> = CallRequest<(typeof agreementCalls)[K]>;

/** Where a signature came from: the request's client address and browser, as the server saw them. */
export interface SigningOrigin {
  address: string;
  userAgent: string;
}

/** A version's PDF as answered: a fixed one's kept bytes and their hash ('' for a draft drawn now). */
export interface AgreementFile {
  agreementId: number;
  version: number;
  pdf: Buffer;
  sha256: string;
}

/** The headers of an agreement's PDF: a fixed version's hash in X-Content-SHA256, so a copy can be checked. */
export function agreementPdfHeaders(file: AgreementFile): Record<string, string> {
  return {
    'Content-Disposition': `inline; filename="agreement-${file.agreementId}-v${file.version}.pdf"`,
    'Cache-Control': 'private, no-store',
    ...(file.sha256 ? { 'X-Content-SHA256': file.sha256 } : {}),
  };
}

/** Who signs: a staff user in Kamar (as landlord, or taking the tenant's on their phone), or the tenant on their page. */
type SigningBy = { kind: 'staff'; user: CurrentUser } | { kind: 'tenantPage' };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const monthsBetween = (from: string, to: string) => {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) + (td > fd ? 1 : 0);
};

/**
 * How many rental periods the agreed stay spans (a part period counts whole); one when it is
 * open-ended. What the stamp duty's amount is reckoned from, with the deposit.
 */
export function periodsOfStay(bookingType: number, checkIn: string, checkOut: string | null): number {
  if (!checkOut || checkOut <= checkIn) return 1;
  const days = daysBetween(checkIn, checkOut);
  if (bookingType === 1) return days;
  if (bookingType === 2) return Math.ceil(days / 7);
  const months = Math.max(1, monthsBetween(checkIn, checkOut));
  return bookingType === 3 ? months : Math.ceil(months / 12);
}

const DATA_URL = /^data:image\/(png|jpeg);base64,(.*)$/s;

/**
 * A stay's rental agreement (README.md): made from the business's template and the stay's facts
 * as a numbered version whose text never changes; signed by the landlord and the tenant with a
 * drawn image, the time and the client's address; fixed once both have signed, its PDF's bytes
 * and SHA-256 kept. A later change of terms is the next version; the earlier ones are kept.
 */
export function createAgreementsService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  profile: Pick<BusinessProfileService, 'findFor'>;
  /** Draws a version's PDF (`renderAgreementPdf`, agreement-pdf.ts): the app's render pool, off the event loop. */
  drawPdf: (input: AgreementPdfInput) => Promise<Buffer>;
}) {
  const { db, clock, businessTimezone, profile } = deps;
  const repo = createAgreementsRepository(db);
  const today = () => businessDate(clock.now(), businessTimezone);
  const dateTime = (instant: Date | number) => apiDateTimeText(new Date(instant), businessTimezone);

  async function template(): Promise<AgreementTemplate> {
    const row = await repo.template();
    return {
      ownerName: row?.ownerName ?? '',
      templateId: row?.templateId ?? DEFAULT_AGREEMENT_TEMPLATES.id,
      templateEn: row?.templateEn ?? DEFAULT_AGREEMENT_TEMPLATES.en,
      isDefault: !row,
      placeholders: [...AGREEMENT_PLACEHOLDERS],
      updateDate: row ? dateTime(row.updateDate) : '',
      updateBy: row?.updateBy ?? '',
    };
  }

  function factsOf(
    language: DocumentLanguage,
    stay: StayFacts,
    charges: StayCharge[],
    business: { businessName: string; houseRules: string },
    ownerName: string,
  ): Record<AgreementPlaceholder, string> {
    const w = (word: Parameters<typeof agreementWord>[1], params?: Record<string, string | number>) =>
      agreementWord(language, word, params);
    const given = (text: string) => text.trim() || w('notGiven');
    const chargeText = charges
      .map((c) =>
        w('chargePerPeriod', {
          name: c.quantity > 1 ? `${c.description} (${c.quantity} ${c.unitName})`.trim() : c.description,
          amount: formatRupiah(c.quantity * c.unitPrice),
        }),
      )
      .join('; ');
    const endDate = stay.checkOutDate ? longDateText(language, addDays(stay.checkOutDate, -1)) : w('openEnded');
    return {
      agreementDate: longDateText(language, today()),
      businessName: business.businessName,
      ownerName: given(ownerName || business.businessName),
      tenantName: stay.tenantName,
      tenantNik: given(stay.idNumber),
      tenantAddress: given([stay.address, stay.city, stay.province].filter((p) => p.trim()).join(', ')),
      tenantPhone: given(stay.phone ? phoneText(stay.phone) : ''),
      propertyName: stay.propertyName,
      propertyAddress: given([stay.propertyAddress, stay.propertyCity].filter((p) => p.trim()).join(', ')),
      roomNumber: stay.roomNumber,
      roomType: given(stay.roomTypeName),
      rent: formatRupiah(stay.rentAmount),
      rentalPeriod: w(`period${stay.bookingType as 1 | 2 | 3 | 4}`),
      deposit: formatRupiah(stay.deposit),
      charges: chargeText || w('noCharges'),
      startDate: longDateText(language, stay.checkInDate),
      endDate,
      houseRules: given(business.houseRules),
    };
  }

  async function answer(rows: AgreementRow[]): Promise<Agreement[]> {
    const signatures = await repo.signatures(
      db,
      rows.map((r) => r.agreementId),
    );
    return rows.map((row) => ({
      agreementId: row.agreementId,
      bookingId: row.bookingId,
      version: row.version,
      language: row.language,
      agreementStatus: row.agreementStatus as Agreement['agreementStatus'],
      superseded: row.superseded,
      tenantName: row.tenantName,
      roomNumber: row.roomNumber,
      propertyId: row.propertyId,
      content: row.content,
      totalAmount: row.totalAmount,
      stampDutyApplies: row.totalAmount > STAMP_DUTY_THRESHOLD,
      signatures: signatures
        .filter((s) => s.agreementId === row.agreementId)
        .map((s) => ({
          signer: s.signer as Agreement['signatures'][number]['signer'],
          signerName: s.signerName,
          signedAt: dateTime(s.signedAt),
          address: s.address,
          userAgent: s.userAgent,
          signedBy: s.signedBy,
          onTenantPage: s.onTenantPage,
          imageURL: `${paths.agreement.signature}/${s.agreementId}/${s.signer}`,
        })),
      pdfSha256: row.pdfSha256,
      fixedAt: row.fixedAt ? dateTime(row.fixedAt) : null,
      pdfURL: `${paths.agreement.file}?id=${row.agreementId}`,
      createDate: dateTime(row.createDate),
      createBy: row.createBy,
      updateDate: dateTime(row.updateDate),
      updateBy: row.updateBy,
    }));
  }

  async function find(agreementId: number): Promise<Agreement> {
    const row = await repo.find(db, agreementId);
    if (!row) throw notFound(refusal('agreement.notFound'));
    return (await answer([row]))[0] as Agreement;
  }

  /** The PDF of a version as it stands: a draft's drawn now, with its DRAFT mark. */
  async function drawPdf(row: AgreementRow, signatures: SignatureRow[], draft: boolean): Promise<Buffer> {
    const business = await profile.findFor(row.propertyId);
    const images = await Promise.all(
      signatures.map(async (s) => (await repo.signatureImage(db, s.agreementId, s.signer))?.content),
    );
    const language = row.language;
    return deps.drawPdf({
      language,
      businessName: business.businessName,
      version: row.version,
      content: row.content,
      landlordName: row.landlordName,
      tenantName: row.tenantName,
      draft,
      stampDuty: row.totalAmount > STAMP_DUTY_THRESHOLD,
      signatures: signatures.flatMap((s, i) => {
        const image = images[i];
        if (!image) return [];
        const at = dateTime(s.signedAt);
        return [
          {
            signer: s.signer,
            image,
            signedAtText: `${longDateText(language, at.slice(0, 10))} ${at.slice(11, 16)} (${businessTimezone})`,
            address: s.address,
            via: s.onTenantPage
              ? agreementWord(language, 'signedOnTenantPage')
              : agreementWord(language, 'signedWithStaff', { staff: s.signedBy }),
          },
        ];
      }),
    });
  }

  /** The drawn image: a PNG or JPEG data URL, re-encoded (PNG stays PNG), bounded, refused when blank. */
  async function signatureImage(dataUrl: string) {
    const match = DATA_URL.exec(dataUrl);
    const bytes = Buffer.from(match?.[2] ?? '', 'base64');
    const image = await reencodeImage(bytes, {
      maxPixels: SIGNATURE_MAX_PIXELS,
      field: 'signature',
      wrongType: refusal('agreement.signatureType', { field: 'signature' }),
      unreadable: refusal('agreement.signatureUnreadable'),
    });
    // Blank: every channel one value throughout (an empty canvas, transparent or filled).
    const stats = await sharp(image.content).stats();
    if (stats.channels.every((c) => c.min === c.max))
      throw badRequest(refusal('agreement.signatureBlank'), 'signature');
    return image;
  }

  /**
   * One signature on a version, under the version's row lock: the second signer's is the one that
   * fixes it (its PDF drawn and kept with its hash, in the same transaction).
   */
  async function sign(
    by: SigningBy,
    agreementId: number,
    signer: AgreementSigner,
    dataUrl: string,
    origin: SigningOrigin,
    ofStay?: number,
  ) {
    const image = await signatureImage(dataUrl);
    const username = by.kind === 'staff' ? by.user.username : 'tenant';
    return db.transaction(async (tx: Tx) => {
      const locked = await repo.lock(tx, agreementId);
      const row = locked ? await repo.find(tx, agreementId) : undefined;
      if (!row || (ofStay !== undefined && row.bookingId !== ofStay)) throw notFound(refusal('agreement.notFound'));
      if (row.agreementStatus === AgreementStatus.Fixed) {
        throw conflict(refusal('agreement.fixed', { version: row.version }));
      }
      if (row.superseded) throw conflict(refusal('agreement.superseded', { version: row.version }));
      if (signer === AgreementSigner.Landlord && (by.kind !== 'staff' || !roleMay(by.user.role, 'rents.set'))) {
        throw new AppError(403, refusal('agreement.landlordRole'));
      }
      const before = await repo.signatures(tx, [agreementId]);
      if (before.some((s) => s.signer === signer)) {
        throw conflict(refusal('agreement.alreadySigned', { version: row.version }));
      }
      const signedAt = clock.now();
      await repo.insertSignature(tx, {
        agreementId,
        signer,
        signerName: signer === AgreementSigner.Landlord ? row.landlordName : row.tenantName,
        imageType: image.contentType,
        image: image.content,
        signedAt,
        address: origin.address.slice(0, 45),
        userAgent: origin.userAgent.slice(0, 300),
        signedBy: by.kind === 'staff' ? by.user.username : '',
        onTenantPage: by.kind === 'tenantPage',
        by: username,
      });
      const signatures = await repo.signatures(tx, [agreementId]);
      if (signatures.length < 2) {
        const status =
          signer === AgreementSigner.Landlord ? AgreementStatus.SignedByLandlord : AgreementStatus.SignedByTenant;
        await repo.setStatus(tx, agreementId, status, username);
        return { agreementId, agreementStatus: status, pdfSha256: '' };
      }
      const pdf = await drawPdf(row, signatures, false);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      await repo.fix(tx, agreementId, pdf, sha256, signedAt, username);
      return { agreementId, agreementStatus: AgreementStatus.Fixed, pdfSha256: sha256 };
    });
  }

  return {
    template,

    async updateTemplate(actor: CurrentUser, input: Req<'updateTemplate'>) {
      await db.transaction((tx) => repo.saveTemplate(tx, input, actor.username));
      return template();
    },

    /**
     * The stay's next version, from the template and the stay's facts now. The stay's row is
     * locked while the number is taken; every earlier version is kept and marked superseded.
     */
    async create(actor: CurrentUser, input: Req<'create'>): Promise<Agreement> {
      const agreementId = await db.transaction(async (tx) => {
        const day = today();
        const stay = await repo.lockStay(tx, input.bookingId, day);
        if (!stay) throw notFound(refusal('booking.notFound'));
        if (stay.deleted || stay.bookingStatus === BookingStatus.Cancelled) {
          throw conflict(refusal('agreement.stayNotOpen'));
        }
        const language = input.language ?? tenantLanguage(stay.country);
        const [charges, business, texts] = await Promise.all([
          repo.perPeriodCharges(tx, input.bookingId, day),
          profile.findFor(stay.propertyId),
          template(),
        ]);
        const facts = factsOf(language, stay, charges, business, texts.ownerName);
        const text = language === 'id' ? texts.templateId : texts.templateEn;
        const content = fillAgreementTemplate(text, facts);
        const totalAmount =
          stay.rentAmount * periodsOfStay(stay.bookingType, stay.checkInDate, stay.checkOutDate) + stay.deposit;
        const version = await repo.nextVersion(tx, input.bookingId);
        await repo.supersedeAll(tx, input.bookingId, actor.username);
        return repo.insert(tx, {
          bookingId: input.bookingId,
          version,
          language,
          content,
          landlordName: facts.ownerName,
          tenantName: stay.tenantName,
          totalAmount,
          by: actor.username,
        });
      });
      return find(agreementId);
    },

    getById: (agreementId: number) => find(agreementId),

    async list(bookingId: number) {
      const rows = await answer(await repo.ofStay(db, bookingId));
      return { listData: rows, totalData: rows.length };
    },

    signAsStaff: (user: CurrentUser, input: Req<'sign'>, origin: SigningOrigin) =>
      sign({ kind: 'staff', user }, input.agreementId, input.signer, input.signature, origin),

    /** The tenant on their page: only their stay's version, as the tenant. */
    signOnTenantPage: (bookingId: number, agreementId: number, dataUrl: string, origin: SigningOrigin) =>
      sign({ kind: 'tenantPage' }, agreementId, AgreementSigner.Tenant, dataUrl, origin, bookingId),

    /**
     * The PDF of a version the caller sees: a fixed one's kept bytes (and their hash), else drawn
     * now with its DRAFT mark. Undefined for a version the caller does not see.
     */
    async file(agreementId: number, ofStay?: number): Promise<AgreementFile | undefined> {
      const row = await repo.find(db, agreementId);
      if (!row || (ofStay !== undefined && row.bookingId !== ofStay)) return undefined;
      if (row.agreementStatus === AgreementStatus.Fixed) {
        const pdf = await repo.storedPdf(db, agreementId);
        return pdf ? { agreementId, pdf, sha256: row.pdfSha256, version: row.version } : undefined;
      }
      const pdf = await drawPdf(row, await repo.signatures(db, [agreementId]), true);
      return { agreementId, pdf, sha256: '', version: row.version };
    },

    signatureImageOf: (agreementId: number, signer: number) => repo.signatureImage(db, agreementId, signer),

    /** What the stay's page shows: its current version (not superseded), if any. */
    async current(bookingId: number): Promise<Agreement | undefined> {
      const rows = await repo.ofStay(db, bookingId);
      const current = rows.find((r) => !r.superseded);
      return current ? (await answer([current]))[0] : undefined;
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
