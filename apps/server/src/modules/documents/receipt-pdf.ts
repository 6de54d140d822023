import { DocumentKind, formatRupiah, type ReceiptDocument } from '@kamar/contract';
import { pdfDocument } from '../../lib/pdf-document.js';

export type PaperSize = 'A4' | 'A5';

const GREY = '#555555';

/** The document as a PDF: header with logo, the parties, the lines, the total in figures and in words, signatures, footer. */
export function renderReceiptPdf(doc: ReceiptDocument, logo: Buffer | null, size: PaperSize = 'A5'): Promise<Buffer> {
  const words = doc.labels;
  const title = words.title;
  const { pdf, finished } = pdfDocument({
    size,
    margin: 36,
    info: { Title: `${title} ${doc.documentNumber}`, Author: doc.business.businessName, Subject: doc.tenantName },
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const top = pdf.page.margins.top;
  /** A line across the printable width: under the header, and above the total. */
  const rule = (y: number, weight: number) => {
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(weight)
      .stroke();
  };

  // Header: logo, business name and contact on the left; title and number on the right.
  let textLeft = left;
  if (logo) {
    pdf.image(logo, left, top, { fit: [56, 56] });
    textLeft = left + 66;
  }
  const headerWidth = width * 0.6 - (textLeft - left);
  pdf.font('Bold').fontSize(13).text(doc.business.businessName, textLeft, top, { width: headerWidth });
  pdf.font('Regular').fontSize(8).fillColor(GREY);
  if (doc.business.address) pdf.text(doc.business.address, { width: headerWidth });
  if (doc.business.phone) pdf.text(doc.business.phone, { width: headerWidth });
  pdf.fillColor('black');
  const headerBottom = Math.max(pdf.y, top + (logo ? 56 : 0));
  const rightX = left + width * 0.6;
  pdf
    .font('Bold')
    .fontSize(14)
    .text(title, rightX, top, { width: width * 0.4, align: 'right' });
  pdf.font('Regular').fontSize(9);
  // A statement lists bills that have numbers of their own: it has none.
  if (doc.documentNumber) {
    pdf.text(`${words.number} ${doc.documentNumber}`, rightX, pdf.y, { width: width * 0.4, align: 'right' });
  }
  pdf.text(`${words.date}: ${words.dateText}`, rightX, pdf.y, {
    width: width * 0.4,
    align: 'right',
  });
  let y = Math.max(headerBottom, pdf.y) + 10;
  rule(y, 0.8);
  y += 10;

  // The parties and what the money is for.
  const labelWidth = 110;
  const row = (label: string, value: string, bold = false) => {
    pdf.font('Regular').fontSize(10).text(label, left, y, { width: labelWidth });
    pdf.font(bold ? 'Bold' : 'Regular').text(value, left + labelWidth, y, { width: width - labelWidth });
    y = pdf.y + 4;
  };
  row(words.party, doc.tenantName, true);
  row(words.room, doc.roomNumber);
  if (doc.period) row(words.period, doc.period);
  if (doc.dueDate) row(words.dueDate, words.dueDateText, true);
  if (doc.paymentMethod) row(words.paidBy, doc.paymentMethod);
  if (doc.billLeft !== null) row(words.billLeft, formatRupiah(doc.billLeft), true);
  if (doc.remark) row(words.remark, doc.remark);
  y += 6;

  // Lines.
  const amountWidth = 120;
  pdf.rect(left, y, width, 18).fill('#eeeeee').fillColor('black');
  pdf
    .font('Bold')
    .fontSize(9)
    .text(words.description, left + 6, y + 5, { width: width - amountWidth - 12 });
  pdf.text(words.amount, left + width - amountWidth - 6, y + 5, { width: amountWidth, align: 'right' });
  y += 22;
  pdf.font('Regular').fontSize(10);
  for (const line of doc.lines) {
    pdf.text(line.description, left + 6, y, { width: width - amountWidth - 12 });
    const lineBottom = pdf.y;
    pdf.text(formatRupiah(line.amount), left + width - amountWidth - 6, y, { width: amountWidth, align: 'right' });
    y = Math.max(lineBottom, pdf.y) + 4;
  }
  rule(y, 0.5);
  y += 6;
  for (const sum of doc.summary ?? []) {
    pdf.font('Regular').fontSize(10);
    pdf.text(sum.description, left + 6, y, { width: width - amountWidth - 12 });
    pdf.text(formatRupiah(sum.amount), left + width - amountWidth - 6, y, { width: amountWidth, align: 'right' });
    y = pdf.y + 4;
  }
  pdf
    .font('Bold')
    .fontSize(12)
    .text(words.total, left + 6, y, { width: width - amountWidth - 12 });
  pdf.text(formatRupiah(doc.total), left + width - amountWidth - 6, y, { width: amountWidth, align: 'right' });
  y = pdf.y + 8;
  if (doc.amountInWords) {
    pdf.font('Regular').fontSize(9).text(`${words.inWords}:`, left, y);
    pdf.font('Bold').fontSize(10).text(doc.amountInWords, left, pdf.y, { width });
    y = pdf.y + 10;
  }

  // A bill's payments: date, receipt number, what went to this bill.
  if (doc.settlement && doc.settlement.payments.length > 0) {
    pdf.font('Bold').fontSize(9).text(doc.settlement.title, left, y);
    y = pdf.y + 2;
    pdf.font('Regular').fontSize(9);
    for (const p of doc.settlement.payments) {
      pdf.text(`${p.dateText}   ${p.receiptNumber}`, left + 6, y, { width: width - amountWidth - 12 });
      const rowBottom = pdf.y;
      pdf.text(formatRupiah(p.amount), left + width - amountWidth - 6, y, { width: amountWidth, align: 'right' });
      y = Math.max(rowBottom, pdf.y) + 2;
    }
    y += 8;
  }

  if (doc.business.bankAccounts.length > 0 && doc.documentKind !== DocumentKind.DepositReturnReceipt) {
    pdf.font('Regular').fontSize(8).fillColor(GREY).text(`${words.bankAccounts}:`, left, y);
    for (const a of doc.business.bankAccounts) {
      pdf.text(`${a.bankName} ${a.accountNumber} a.n. ${a.accountHolder}`, left, pdf.y, { width });
    }
    pdf.fillColor('black');
    y = pdf.y + 10;
  }

  // Signatures on receipts: the tenant and the person who took (or handed back) the money. A
  // bill (or a statement of bills) asks for money, so nobody signs it.
  if (doc.documentKind !== DocumentKind.Bill && doc.documentKind !== DocumentKind.Statement) {
    const half = width / 2;
    pdf.font('Regular').fontSize(9);
    pdf.text(words.tenantSignature, left, y, { width: half, align: 'center' });
    pdf.text(words.staff, left + half, y, { width: half, align: 'center' });
    y += 44;
    pdf.text(doc.tenantName, left, y, { width: half, align: 'center' });
    pdf.text(doc.receivedBy, left + half, y, { width: half, align: 'center' });
    y = pdf.y + 12;
  }

  if (doc.business.receiptFooter) {
    pdf.fontSize(8).fillColor(GREY).text(doc.business.receiptFooter, left, y, { width, align: 'center' });
    pdf.fillColor('black');
  }
  // Stamped across the page: a void document BATAL / VOID, a bill paid in full LUNAS / PAID.
  const stamp = doc.isVoid
    ? { text: words.void, colour: '#cc0000' }
    : doc.settlement?.paidStamp
      ? { text: doc.settlement.paidStamp, colour: '#1b7a3a' }
      : null;
  if (stamp) {
    pdf.save().rotate(-30, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
    pdf.font('Bold').fontSize(72).fillColor(stamp.colour).opacity(0.25);
    pdf.text(stamp.text, 0, pdf.page.height / 2 - 40, { width: pdf.page.width, align: 'center' });
    pdf.restore();
  }
  pdf.end();
  return finished;
}
