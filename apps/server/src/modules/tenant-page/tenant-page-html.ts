import {
  agreementWord,
  CLAIM_NOTE_MAX,
  CLAIM_PHOTO_FIELD,
  ClaimStatus,
  type DocumentLanguage,
  fillWords,
  formatMessage,
  formatRupiah,
  longDateText,
  MAINTENANCE_DESCRIPTION_MAX,
  MAINTENANCE_PHOTO_FIELD,
  paths,
  properCaseName,
  type TenantPage,
  tenantPageWords,
} from '@kamar/contract';
import { TENANT_PAGE_SCRIPT_PATH } from './tenant-page-script.js';

/** Text made safe for HTML (element content and quoted attributes). */
const esc = (text: string | number) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * A few hundred bytes of CSS inline (the page is one request): readable at 320 px, large tap
 * targets, system fonts (no font download on mobile data).
 */
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f4f5f7}
main{max-width:40rem;margin:0 auto;padding:1rem}header{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-bottom:1rem}
header img{max-height:2.5rem;max-width:8rem}h1{font-size:1.35rem;margin:.25rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}
section{background:#fff;border-radius:.75rem;padding:1rem;margin-bottom:1rem;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.muted{color:#5c5f66;font-size:.9rem}.bill{border-top:1px solid #e9ecef;padding-top:.75rem;margin-top:.75rem}.bill:first-of-type{border:0;margin:0;padding:0}
table{width:100%;border-collapse:collapse}td{padding:.2rem 0;vertical-align:top}td.n{text-align:right;white-space:nowrap;padding-left:.5rem}
.total td{font-weight:700;border-top:1px solid #dee2e6;padding-top:.4rem}.late{color:#c92a2a;font-weight:600}
.acct{display:flex;justify-content:space-between;align-items:center;gap:.5rem;padding:.5rem 0;border-top:1px solid #e9ecef}
button,.btn{font:inherit;border:0;border-radius:.5rem;background:#1c7ed6;color:#fff;padding:.6rem 1rem;min-height:2.75rem;cursor:pointer;text-decoration:none;display:inline-block}
button.copy{background:#e7f5ff;color:#1864ab;padding:.4rem .8rem;min-height:2.5rem}a{color:#1864ab}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}input,select,textarea{font:inherit;width:100%;padding:.55rem;border:1px solid #ced4da;border-radius:.5rem;background:#fff}
.status{font-weight:600}.s1{color:#e67700}.s2{color:#2b8a3e}.s3{color:#c92a2a}#claim-result,#repair-result{margin-top:.75rem;font-weight:600}.r1{color:#e67700}.r2{color:#1971c2}.r3{color:#2b8a3e}.r4{color:#868e96}
[hidden]{display:none!important}.pad{display:block;width:100%;height:11rem;border:1px dashed #868e96;border-radius:.5rem;background:#fff;touch-action:none}.row{display:flex;gap:.5rem;margin-top:.5rem}
.pay{margin:.75rem 0}.qris{max-width:16rem;width:100%;height:auto;display:block;margin-top:.5rem}.rules{white-space:pre-wrap}
`;

function documentHead(language: DocumentLanguage, title: string) {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title><style>${STYLE}</style></head>`;
}

/** The page a link that does not work opens: the same words, whatever the reason, in both languages. */
export function renderTenantPageRefusal(language: DocumentLanguage = 'id'): string {
  const other: DocumentLanguage = language === 'id' ? 'en' : 'id';
  const words = [tenantPageWords[language], tenantPageWords[other]];
  return `${documentHead(language, words[0]?.linkNotWorking ?? '')}<body><main>${words
    .map((w) => `<section><h1>${esc(w.linkNotWorking)}</h1><p>${esc(w.linkNotWorkingWhy)}</p></section>`)
    .join('')}</main></body></html>`;
}

/** The stay's page, drawn from TenantPage/Get's answer (the same facts any other client reads). */
/**
 * What the page says back after its claim form was posted with no script (`?claim=`): sent, or the
 * refusal's words when they need no figures; any other refusal reads as not sent.
 */
export const CLAIM_NOTICE_CODES = [
  'paymentClaim.photoRequired',
  'paymentClaim.photoType',
  'paymentClaim.photoUnreadable',
  'paymentClaim.photoTooLarge',
  'tenantPage.billNotOfStay',
  'tenantPage.paidDateInFuture',
] as const;

/** What the page says back after its "Report a problem" form was posted with no script (`?repair=`). */
export const REPAIR_NOTICE_CODES = [
  'tenant.photoType',
  'tenant.photoUnreadable',
  'tenant.photoTooLarge',
  'maintenanceRequest.stayEnded',
] as const;

function repairNotice(page: TenantPage, notice: string | undefined): string {
  if (!notice) return '';
  const w = tenantPageWords[page.language];
  if (notice === 'sent') return w.repairSent;
  const known = (REPAIR_NOTICE_CODES as readonly string[]).includes(notice);
  return fillWords(w.repairFailed, { reason: known ? formatMessage(page.language, notice) : '' }).replace(/: $/, '');
}

function claimNotice(page: TenantPage, notice: string | undefined): string {
  if (!notice) return '';
  const w = tenantPageWords[page.language];
  if (notice === 'sent') return w.claimSent;
  const known = (CLAIM_NOTICE_CODES as readonly string[]).includes(notice);
  return fillWords(w.claimFailed, { reason: known ? formatMessage(page.language, notice) : '' }).replace(/: $/, '');
}

export function renderTenantPage(page: TenantPage, token: string, notice?: string, repairNoticeCode?: string): string {
  const w = tenantPageWords[page.language];
  const other: DocumentLanguage = page.language === 'id' ? 'en' : 'id';
  const date = (day: string) => longDateText(page.language, day);
  const money = formatRupiah;
  const b = page.business;

  const header = `<header><div>${b.logoURL ? `<img src="${esc(b.logoURL)}" alt="${esc(b.businessName)}">` : ''}
<div class="muted">${esc(b.businessName)}</div></div><a href="?lang=${other}" hreflang="${other}">${esc(w.language)}</a></header>`;

  const stay = `<section><h1>${esc(fillWords(w.greeting, { name: properCaseName(page.tenantName) }))}</h1>
<p>${esc(fillWords(w.room, { room: page.roomNumber }))} · ${esc(page.propertyName)}<br>
${esc(w.rent)}: ${esc(money(page.rentAmount))} ${esc(w.perPeriod[page.rentalPeriod])}<br>
<span class="muted">${esc(fillWords(w.since, { date: date(page.checkInDate) }))}</span></p>
${page.ended && page.checkOutDate ? `<p class="muted">${esc(fillWords(w.ended, { date: date(page.checkOutDate) }))}</p>` : ''}
${page.depositHeld > 0 ? `<p>${esc(w.deposit)}: <strong>${esc(money(page.depositHeld))}</strong></p>` : ''}</section>`;

  const bills =
    page.openBills.length === 0
      ? `<section><h2>${esc(w.openBills)}</h2><p>${esc(w.noOpenBills)}</p></section>`
      : `<section><h2>${esc(w.openBills)}</h2>${page.openBills
          .map(
            (bill) => `<div class="bill" id="bill-${bill.billId}"><strong>${esc(bill.documentNumber)}</strong>
<div class="muted">${esc(bill.period)}</div>
<div>${esc(fillWords(w.due, { date: date(bill.dueDate) }))}${
              bill.daysLate > 0
                ? ` · <span class="late">${esc(fillWords(w.daysLate, { days: bill.daysLate }))}</span>`
                : ''
            }</div>
<table>${bill.lines.map((l) => `<tr><td>${esc(l.description)}</td><td class="n">${esc(money(l.amount))}</td></tr>`).join('')}
<tr class="total"><td>${esc(w.leftToPay)}</td><td class="n">${esc(money(bill.outstanding))}</td></tr></table>
${
  page.onlinePayment
    ? `<form method="post" action="/t/${esc(token)}/pay" class="pay"><input type="hidden" name="billId" value="${bill.billId}">
<button type="submit">${esc(fillWords(w.payOnline, { amount: money(bill.outstanding) }))}</button><div class="muted">${esc(w.payOnlineNote)}</div></form>`
    : ''
}<a href="${esc(bill.pdfURL)}">${esc(w.billPdf)}</a></div>`,
          )
          .join('')}
${page.openBills.length > 1 ? `<table><tr class="total"><td>${esc(w.totalDue)}</td><td class="n">${esc(money(page.totalOutstanding))}</td></tr></table>` : ''}</section>`;

  const accounts = b.bankAccounts
    .map(
      (a) => `<div class="acct"><div><strong>${esc(a.bankName)}</strong> ${esc(a.accountNumber)}<br>
<span class="muted">a.n. ${esc(a.accountHolder)}</span></div>
<button type="button" class="copy" data-copy="${esc(a.accountNumber)}" data-copied="${esc(w.copied)}">${esc(w.copy)}</button></div>`,
    )
    .join('');
  const pay =
    page.openBills.length === 0
      ? ''
      : `<section><h2>${esc(w.howToPay)}</h2>${
          accounts ? `<p>${esc(w.transferTo)}</p>${accounts}` : b.qrisURL ? '' : `<p>${esc(w.noAccounts)}</p>`
        }${b.qrisURL ? `<p>${esc(w.qris)}</p><img class="qris" src="${esc(b.qrisURL)}" alt="QRIS" loading="lazy">` : ''}</section>`;

  const open = page.openBills[0];
  const claimForm = !open
    ? ''
    : `<section><h2>${esc(w.claimTitle)}</h2><p class="muted">${esc(w.claimIntro)}</p>
<form id="claim" method="post" action="/t/${esc(token)}/claim" data-api="${paths.tenantPage.submitClaim}" enctype="multipart/form-data"
 data-sending="${esc(w.claimSending)}" data-sent="${esc(w.claimSent)}" data-failed="${esc(w.claimFailed)}">
<input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="language" value="${page.language}">
<label for="claim-bill">${esc(w.claimBill)}</label><select id="claim-bill" name="billId">${page.openBills
        .map(
          (bill) =>
            `<option value="${bill.billId}" data-amount="${bill.outstanding}">${esc(bill.documentNumber)} · ${esc(money(bill.outstanding))}</option>`,
        )
        .join('')}</select>
<label for="claim-amount">${esc(w.claimAmount)}</label><input id="claim-amount" name="amount" inputmode="numeric" pattern="[0-9]*" required value="${open.outstanding}">
<label for="claim-date">${esc(w.claimDate)}</label><input id="claim-date" name="paidDate" type="date" required value="${esc(page.today)}" max="${esc(page.today)}">
<label for="claim-photo">${esc(w.claimPhoto)}</label><input id="claim-photo" name="${CLAIM_PHOTO_FIELD}" type="file" accept="image/jpeg,image/png,image/gif" required>
<label for="claim-note">${esc(w.claimNote)}</label><input id="claim-note" name="note" maxlength="${CLAIM_NOTE_MAX}">
<p><button type="submit">${esc(w.claimSend)}</button></p><div id="claim-result" role="status" aria-live="polite">${esc(claimNotice(page, notice))}</div></form></section>`;

  const claims =
    page.claims.length === 0
      ? ''
      : `<section><h2>${esc(w.claimsTitle)}</h2>${page.claims
          .map((c) => {
            const line = fillWords(w.claimLine, {
              date: date(c.paidDate),
              amount: money(c.amount),
              bill: c.billNumber,
            });
            return `<div class="acct"><div>${esc(line)}${
              c.claimStatus === ClaimStatus.Rejected && c.rejectReason
                ? `<br><span class="muted">${esc(fillWords(w.claimRejected, { reason: c.rejectReason }))}</span>`
                : ''
            }</div><span class="status s${c.claimStatus}">${esc(w.claimStatus[c.claimStatus])}</span></div>`;
          })
          .join('')}</section>`;

  // "Report a problem" while the stay runs; the stay's requests with their status, newest first.
  // The form posts and the page comes back with what happened: a status only then (no script
  // updates it in place, unlike the claim's).
  const repairText = repairNotice(page, repairNoticeCode);
  const repairResult = repairText ? `<div id="repair-result" role="status">${esc(repairText)}</div>` : '';
  const repairForm = page.ended
    ? ''
    : `<section><h2>${esc(w.repairTitle)}</h2><p class="muted">${esc(w.repairIntro)}</p>
<form id="repair" method="post" action="/t/${esc(token)}/repair" enctype="multipart/form-data">
<input type="hidden" name="language" value="${page.language}">
<label for="repair-description">${esc(w.repairDescription)}</label><textarea id="repair-description" name="description" rows="3" required maxlength="${MAINTENANCE_DESCRIPTION_MAX}"></textarea>
<label for="repair-photo">${esc(w.repairPhoto)}</label><input id="repair-photo" name="${MAINTENANCE_PHOTO_FIELD}" type="file" accept="image/jpeg,image/png,image/gif">
<p><button type="submit">${esc(w.repairSend)}</button></p>${repairResult}</form></section>`;
  const repairs =
    page.repairs.length === 0
      ? ''
      : `<section><h2>${esc(w.repairsTitle)}</h2>${page.repairs
          .map((r) => {
            const when = [
              fillWords(w.repairReported, { date: date(r.createDate.slice(0, 10)) }),
              ...(r.closedDate ? [fillWords(w.repairClosed, { date: date(r.closedDate.slice(0, 10)) })] : []),
            ].join(' · ');
            return `<div class="acct repair"><div>${esc(r.description)}<br><span class="muted">${esc(when)}</span></div>
<span class="status r${r.requestStatus}">${esc(w.repairStatus[r.requestStatus])}</span></div>`;
          })
          .join('')}</section>`;

  const paidBills =
    page.paidBills.length === 0
      ? ''
      : `<section><h2>${esc(w.paidBillsTitle)}</h2>${page.paidBills
          .map(
            (
              b,
            ) => `<div class="acct"><div><strong>${esc(b.documentNumber)}</strong><br><span class="muted">${esc(b.period)}</span></div>
<div class="n">${esc(money(b.amount))}<br><span class="status s2">${esc(w.paidStamp)}</span></div></div>`,
          )
          .join('')}</section>`;

  const receipts = `<section><h2>${esc(w.paidTitle)}</h2>${
    page.receipts.length === 0
      ? `<p>${esc(w.noReceipts)}</p>`
      : page.receipts
          .map(
            (
              r,
            ) => `<div class="acct"><div>${esc(r.description)}<br><span class="muted">${esc(date(r.paymentDate))} · ${esc(money(r.amount))}</span></div>
<a href="${esc(r.pdfURL)}">${esc(fillWords(w.receiptPdf, { number: r.receiptNumber }))}</a></div>`,
          )
          .join('')
  }</section>`;

  const agreement = agreementSection(page, token);
  const rules = b.houseRules
    ? `<section><h2>${esc(w.houseRules)}</h2><p class="rules">${esc(b.houseRules)}</p></section>`
    : '';
  const contact = `<section><h2>${esc(w.contact)}</h2><p>${esc(b.businessName)}${b.address ? `<br>${esc(b.address)}` : ''}${
    b.phone ? `<br>${esc(b.phone)}` : ''
  }</p>${b.whatsappUrl ? `<a class="btn" href="${esc(b.whatsappUrl)}">${esc(w.whatsapp)}</a>` : ''}</section>`;

  return `${documentHead(page.language, `${w.title} · ${b.businessName}`)}<body><main>${header}${stay}${agreement}${bills}${pay}${claimForm}${claims}${repairForm}${repairs}${paidBills}${receipts}${rules}${contact}</main>
<script src="${TENANT_PAGE_SCRIPT_PATH}" defer></script></body></html>`;
}

/**
 * The stay's agreement: its PDF, and while the tenant has not signed it a signing pad (a canvas
 * the page's script draws on with a finger; with no script the page says to sign with the
 * landlord). Its words are the agreement's own (contract agreement-words.ts).
 */
function agreementSection(page: TenantPage, token: string): string {
  const a = page.agreement;
  if (!a) return '';
  const w = (word: Parameters<typeof agreementWord>[1], params?: Record<string, string | number>) =>
    esc(agreementWord(page.language, word, params));
  const link = `<p><a class="btn" href="${esc(a.pdfURL)}">${w('signOpen')}</a></p>`;
  const head = `<section id="agreement"><h2>${w('signHeading')} · ${w('version', { version: a.version })}</h2>`;
  if (a.fixed) return `${head}<p>${w('signFixed', { version: a.version })}</p>${link}</section>`;
  if (a.tenantSigned) return `${head}<p>${w('signDone', { version: a.version })}</p>${link}</section>`;
  return `${head}<p class="muted">${w('signIntro')}</p>${link}
<div data-signature-pad data-api="${esc(paths.tenantPage.signAgreement)}" data-token="${esc(token)}" data-agreement="${a.agreementId}"
 data-empty="${w('signEmpty')}" data-sent="${w('signSent')}" data-failed="${w('signFailed')}" data-lang="${page.language}">
<canvas class="pad" aria-label="${w('signaturePad')}" hidden></canvas>
<noscript><p>${w('signNoScript')}</p></noscript>
<div class="row" hidden><button type="button" data-clear class="copy">${w('signClear')}</button><button type="button" data-sign>${w('signSubmit')}</button></div>
<div role="status" aria-live="polite" data-result></div></div></section>`;
}
