import {
  AgreementSigner,
  AgreementStatus,
  BookingStatus,
  billPeriodText,
  type CallRequest,
  DocumentKind,
  type DocumentLanguage,
  paths,
  type ReceiptDocument,
  refusal,
  TENANT_LINK_DAYS_AFTER,
  type TenantPage,
  type TenantPageBill,
  tenantLanguage,
  type tenantPageCalls,
  whatsappUrl,
} from '@kamar/contract';
import type { Database } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/business-time.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import type { Upload } from '../../plugins/multipart-body.js';
import type { AgreementsService, SigningOrigin } from '../agreements/agreements.service.js';
import type { BusinessProfileService } from '../business-profile/business-profile.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { MaintenanceRequestsService } from '../maintenance-requests/maintenance-requests.service.js';
import type { PaymentClaimsService } from '../payment-claims/payment-claims.service.js';
import type { PaymentGatewayService } from '../payment-gateway/payment-gateway.service.js';
import { createAppSettingsService } from '../settings/app-settings.service.js';
import { signTenantLink, tenantLinkIdOf, verifyTenantLink } from './tenant-link-token.js';
import { createTenantPageRepository, type PageStay, type StoredTenantLink } from './tenant-page.repository.js';

type Req<K extends keyof typeof tenantPageCalls> = CallRequest<(typeof tenantPageCalls)[K]>;

/** The one answer of a link that does not work, whatever the reason: it reveals nothing. */
const linkNotWorking = () => new AppError(404, refusal('tenantPage.linkNotWorking'));

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The stay a working link opens. */
export interface OpenedStay {
  link: StoredTenantLink;
  stay: PageStay;
}

/**
 * A stay's own page for its tenant (README.md): a signed, revocable link (`/t/<id>.<HMAC>`) that
 * works while the stay runs and TENANT_LINK_DAYS_AFTER days after it ends, showing that stay only;
 * the tenant's "I have paid" goes through it to the claims. Its documents are the documents
 * module's (the same words and sums as every other copy), its claims the payment-claims module's.
 */
export function createTenantPageService(deps: {
  db: Database;
  clock: Clock;
  businessTimezone: string;
  documents: DocumentsService;
  agreements: Pick<AgreementsService, 'current' | 'signOnTenantPage' | 'file'>;
  profile: BusinessProfileService;
  claims: PaymentClaimsService;
  gateway: PaymentGatewayService;
  /** The stay's repair requests, and the ones its tenant reports (maintenance-requests). */
  repairs: Pick<MaintenanceRequestsService, 'ofStay' | 'createFromTenant'>;
}) {
  const { db, clock, businessTimezone, documents, agreements, profile, claims, gateway, repairs } = deps;
  const repo = createTenantPageRepository(db);
  const settings = createAppSettingsService(db);
  const today = () => businessDate(clock.now(), businessTimezone);

  /** Whether the stay's page still opens today: a running stay, or one ended within the grace days. */
  function works(stay: PageStay): boolean {
    if (stay.deleted) return false;
    if (stay.bookingStatus === BookingStatus.Active) return true;
    return stay.endedOn !== null && today() <= addDays(stay.endedOn, TENANT_LINK_DAYS_AFTER);
  }

  async function _urlOf(link: StoredTenantLink, origin: string) {
    return `${origin}/t/${signTenantLink(await settings.shareLinkSecret(), link)}`;
  }

  /** The link's row and its stay, or the one refusal for any link that does not work. */
  async function open(token: string): Promise<OpenedStay> {
    const id = tenantLinkIdOf(token);
    if (id === null) throw linkNotWorking();
    const link = await repo.link(db, id);
    if (!link || link.revoked) throw linkNotWorking();
    if (!verifyTenantLink(await settings.shareLinkSecret(), token, link)) throw linkNotWorking();
    const stay = await repo.stay(db, link.bookingId);
    if (!stay || !works(stay)) throw linkNotWorking();
    return { link, stay };
  }

  async function openBills(bookingId: number, language: DocumentLanguage): Promise<TenantPageBill[]> {
    const ids = await repo.openBillIds(bookingId);
    const day = today();
    const bills = await Promise.all(ids.map((billId) => documents.bill(billId, language)));
    return bills.map((doc, i) => {
      const billId = ids[i] as number;
      const paid = -doc.lines.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0);
      return {
        billId,
        documentNumber: doc.documentNumber,
        period: doc.period,
        dueDate: doc.dueDate,
        amount: doc.total + paid,
        paid,
        outstanding: doc.total,
        daysLate: Math.max(0, daysBetween(doc.dueDate, day)),
        lines: doc.lines,
        pdfURL: '',
      };
    });
  }

  return {
    open,
    /** The origins the page's "Pay online" form goes on to; none without a gateway. */
    checkoutOrigins: () => gateway.checkoutOrigins(),

    /** The page's facts in one language (asked, else the tenant's). */
    async page(input: Req<'get'>, origin = ''): Promise<TenantPage> {
      const { stay } = await open(input.token);
      const language = input.language ?? tenantLanguage(stay.country);
      const [business, openList, paidBills, receipts, depositHeld, claimList, agreement, repairList] =
        await Promise.all([
          profile.findFor(stay.propertyId),
          openBills(stay.bookingId, language),
          repo.paidBills(stay.bookingId),
          repo.receipts(stay.bookingId),
          repo.depositHeld(stay.bookingId),
          claims.ofStay(stay.bookingId),
          agreements.current(stay.bookingId),
          repairs.ofStay(stay.bookingId),
        ]);
      const receiptDocs = await Promise.all(
        receipts.map((r) => documents.receipt(DocumentKind.PaymentReceipt, r.paymentId, language)),
      );
      const pdf = (path: string, id: number) => `${origin}${path}/${input.token}/${id}?lang=${language}`;
      return {
        language,
        today: today(),
        tenantName: stay.tenantName,
        propertyName: stay.propertyName,
        roomNumber: stay.roomNumber,
        rentalPeriod: stay.bookingType as TenantPage['rentalPeriod'],
        rentAmount: stay.rentAmount,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        ended: stay.bookingStatus !== BookingStatus.Active,
        openBills: openList.map((b) => ({ ...b, pdfURL: pdf(paths.tenantPage.bill, b.billId) })),
        totalOutstanding: openList.reduce((sum, b) => sum + b.outstanding, 0),
        paidBills: paidBills.map((b) => ({
          billId: b.billId,
          documentNumber: b.documentNumber,
          period: billPeriodText(language, b.periodStart, b.periodEnd),
          amount: b.amount,
        })),
        receipts: receipts.map((r, i) => ({
          ...r,
          description: (receiptDocs[i] as ReceiptDocument).lines[0]?.description ?? '',
          pdfURL: pdf(paths.tenantPage.receipt, r.paymentId),
        })),
        depositHeld,
        claims: claimList,
        repairs: repairList,
        onlinePayment: gateway.enabled(),
        agreement: agreement
          ? {
              agreementId: agreement.agreementId,
              version: agreement.version,
              agreementStatus: agreement.agreementStatus,
              tenantSigned: agreement.signatures.some((s) => s.signer === AgreementSigner.Tenant),
              fixed: agreement.agreementStatus === AgreementStatus.Fixed,
              pdfURL: `${origin}${paths.tenantPage.agreement}/${input.token}/${agreement.agreementId}`,
            }
          : null,
        business: {
          businessName: business.businessName,
          address: business.address,
          phone: business.phone,
          whatsappUrl: whatsappUrl(business.phone, '') ?? '',
          logoURL: business.logoId ? `${origin}${paths.setting.businessLogo}/${business.logoId}` : '',
          bankAccounts: business.bankAccounts,
          qrisURL: business.qrisLogoId ? `${origin}${paths.setting.businessLogo}/${business.qrisLogoId}` : '',
          houseRules: business.houseRules,
        },
      };
    },

    /** A bill of the stay, as its PDF shows it; any other bill answers as a link that does not work. */
    async billDocument(token: string, billId: number, language?: DocumentLanguage) {
      const { stay } = await open(token);
      if (!(await repo.billOfStay(db, billId, stay.bookingId))) throw linkNotWorking();
      return documents.bill(billId, language ?? tenantLanguage(stay.country));
    },

    /** A receipt of the stay's payments; any other payment answers as a link that does not work. */
    async receiptDocument(token: string, paymentId: number, language?: DocumentLanguage) {
      const { stay } = await open(token);
      if (!(await repo.paymentOfStay(paymentId, stay.bookingId))) throw linkNotWorking();
      return documents.receipt(DocumentKind.PaymentReceipt, paymentId, language ?? tenantLanguage(stay.country));
    },

    /** The tenant signs their stay's agreement on the page (as the tenant, from their address). */
    async signAgreement(token: string, agreementId: number, signature: string, origin: SigningOrigin) {
      const { stay } = await open(token);
      return agreements.signOnTenantPage(stay.bookingId, agreementId, signature, origin);
    },

    /** An agreement of the stay as its PDF; any other answers as a link that does not work. */
    async agreementPdf(token: string, agreementId: number) {
      const { stay } = await open(token);
      const file = await agreements.file(agreementId, stay.bookingId);
      if (!file) throw linkNotWorking();
      return file;
    },

    /** "Pay online": the provider's checkout for an open bill of this stay; it comes back to the page. */
    async checkout(token: string, billId: number, origin: string) {
      const { stay } = await open(token);
      return gateway.checkout({
        bookingId: stay.bookingId,
        billId,
        tenantName: stay.tenantName,
        roomNumber: stay.roomNumber,
        returnUrl: `${origin}/t/${token}`,
      });
    },

    /**
     * "Report a problem": a repair request of the stay's room, reported by the tenant, while the
     * stay runs (after it ended, the page still shows its requests but takes no new one).
     */
    async submitRepair(input: Req<'submitMaintenanceRequest'>, upload: Upload | undefined, address: string) {
      const { link, stay } = await open(input.token);
      if (stay.bookingStatus !== BookingStatus.Active) throw conflict(refusal('maintenanceRequest.stayEnded'));
      return repairs.createFromTenant(
        {
          bookingId: stay.bookingId,
          roomId: stay.roomId,
          tenantLinkId: link.tenantLinkId,
          description: input.description,
          address,
        },
        upload,
      );
    },

    /** "I have paid": a claim on an owed bill of this stay, with the transfer photo, waiting for the owner. */
    async submitClaim(input: Req<'submitClaim'>, upload: Upload | undefined, address: string) {
      const { link, stay } = await open(input.token);
      const bill = await repo.billOfStay(db, input.billId, stay.bookingId);
      if (!bill) throw badRequest(refusal('tenantPage.billNotOfStay'), 'billId');
      if (bill.billStatus !== 1 && bill.billStatus !== 2) {
        throw badRequest(refusal('tenantPage.billNotOpen', { number: bill.documentNumber }), 'billId');
      }
      return claims.submit(
        {
          bookingId: stay.bookingId,
          tenantLinkId: link.tenantLinkId,
          billId: input.billId,
          amount: input.amount,
          paidDate: input.paidDate,
          note: input.note,
          address,
        },
        upload,
      );
    },
  };
}

export type TenantPageService = ReturnType<typeof createTenantPageService>;
