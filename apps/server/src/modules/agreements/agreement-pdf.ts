import { AgreementSigner, agreementWord, type DocumentLanguage } from '@kamar/contract';
import { pdfDocument } from '../../lib/pdf-document.js';

const GREY = '#555555';
const LIGHT = '#cccccc';

export interface PdfSignature {
  signer: number;
  image: Buffer;
  /** "06 Desember 2026 20:15 (Asia/Jakarta)". */
  signedAtText: string;
  address: string;
  /** "di halaman penyewa" / "di hadapan budi"... */
  via: string;
}

export interface AgreementPdfInput {
  language: DocumentLanguage;
  businessName: string;
  version: number;
  content: string;
  landlordName: string;
  tenantName: string;
  /** Not yet signed by both: every page marked DRAFT. */
  draft: boolean;
  stampDuty: boolean;
  signatures: PdfSignature[];
}

/**
 * An agreement version as an A4 PDF: the business, the title and version, the agreement's own
 * text as it was rendered when the version was made, then the two signatures (the drawn image,
 * the name, when and from which address). A draft carries DRAF/DRAFT across every page; a fixed
 * one says how it was signed. The words around the text are agreementWords' (contract).
 */
export function renderAgreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  const w = (word: Parameters<typeof agreementWord>[1], params?: Record<string, string | number>) =>
    agreementWord(input.language, word, params);
  const title = w('title');
  const { pdf, finished } = pdfDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `${title} — ${w('version', { version: input.version })}`, Author: input.businessName },
  });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;

  pdf.font('Bold').fontSize(13).text(input.businessName, left, pdf.page.margins.top, { width });
  pdf.font('Regular').fontSize(9).fillColor(GREY);
  pdf.text(`${title} · ${w('version', { version: input.version })}`, { width });
  if (input.draft) pdf.font('Bold').fillColor('#b00020').text(w('draftNote'), { width });
  pdf.fillColor('black').moveDown(0.8);

  pdf.font('Regular').fontSize(10);
  for (const paragraph of input.content.split(/\n{2,}/)) {
    const lines = paragraph.split('\n');
    const heading = lines.length > 0 && /^(Pasal|Article)\s/.test(lines[0] ?? '');
    lines.forEach((line, i) => {
      pdf.font(heading && i === 0 ? 'Bold' : 'Regular').text(line, { width, align: 'left' });
    });
    pdf.moveDown(0.6);
  }

  drawSignatures();
  pdf.moveDown(0.8);
  pdf.font('Regular').fontSize(8).fillColor(GREY);
  if (!input.draft) pdf.text(w('fixedNote'), left, pdf.y, { width });
  if (input.stampDuty) pdf.text(w('stampDuty'), left, pdf.y, { width });
  pdf.fillColor('black');

  // Page numbers and, on a draft, the mark across every page.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const page = i - range.start + 1;
    pdf
      .font('Regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(w('page', { page, pages: range.count }), left, pdf.page.height - 35, {
        width,
        align: 'right',
        lineBreak: false,
      });
    if (input.draft) {
      pdf.save();
      pdf.rotate(-35, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
      pdf
        .font('Bold')
        .fontSize(110)
        .fillColor('#b00020', 0.12)
        .text(w('draftMark'), 0, pdf.page.height / 2 - 60, {
          width: pdf.page.width,
          align: 'center',
          lineBreak: false,
        });
      pdf.restore();
    }
    pdf.fillColor('black', 1);
  }
  pdf.end();
  return finished;

  function drawSignatures() {
    const blockHeight = 190;
    if (pdf.y + blockHeight > bottom()) pdf.addPage();
    pdf.font('Bold').fontSize(11).text(w('signatures'), left, pdf.y, { width });
    pdf.moveDown(0.4);
    const top = pdf.y;
    const column = (width - 20) / 2;
    const parties = [
      { signer: AgreementSigner.Landlord, label: w('landlord'), name: input.landlordName, x: left },
      { signer: AgreementSigner.Tenant, label: w('tenant'), name: input.tenantName, x: left + column + 20 },
    ];
    for (const party of parties) {
      const signed = input.signatures.find((s) => s.signer === party.signer);
      pdf.font('Bold').fontSize(9).fillColor('black').text(party.label, party.x, top, { width: column });
      const imageTop = top + 16;
      if (signed) {
        pdf.image(signed.image, party.x, imageTop, { fit: [column, 70], valign: 'center' });
      } else {
        pdf
          .font('Regular')
          .fontSize(9)
          .fillColor(GREY)
          .text(w('notSigned'), party.x, imageTop + 28, { width: column });
      }
      pdf
        .moveTo(party.x, imageTop + 74)
        .lineTo(party.x + column, imageTop + 74)
        .lineWidth(0.5)
        .strokeColor(LIGHT)
        .stroke();
      pdf
        .font('Bold')
        .fontSize(9)
        .fillColor('black')
        .text(party.name, party.x, imageTop + 78, { width: column });
      if (signed) {
        pdf.font('Regular').fontSize(7.5).fillColor(GREY);
        pdf.text(w('signedAt', { when: signed.signedAtText }), party.x, pdf.y, { width: column });
        pdf.text(w('signedFrom', { address: signed.address }), party.x, pdf.y, { width: column });
        pdf.text(signed.via, party.x, pdf.y, { width: column });
      }
    }
    pdf.fillColor('black');
    pdf.x = left;
    pdf.y = top + blockHeight - 20;
  }
}
