import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, read back the way a PDF reader does (pdf.js), with all
 * whitespace dropped: a reader may split "ratus ribu" into runs at any kerning point.
 */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string; compact: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  const text = parts.join(' ');
  return { pages: pdf.numPages, text, compact: text.replace(/\s+/g, '') };
}

/** A phrase as pdfText's `compact` holds it. */
export const compact = (phrase: string) => phrase.replace(/\s+/g, '');
