import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type Rule = { x0: number; x1: number; y: number; weight: number };

/**
 * The straight horizontal lines a PDF's first page strokes, top first, read from pdf.js's
 * drawing operators (what a reader paints), with the line width each is stroked at.
 */
export async function pdfRules(bytes: Buffer): Promise<Rule[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const ops = await (await pdf.getPage(1)).getOperatorList();
  await pdf.destroy();
  const rules: Rule[] = [];
  let weight = 1;
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i];
    if (fn === OPS.setLineWidth) weight = args[0];
    // constructPath: [the painting operator, the path, its bounding box x0 y0 x1 y1].
    if (fn !== OPS.constructPath || args[0] !== OPS.stroke) return;
    const [x0 = 0, y0 = 0, x1 = 0, y1 = -1] = Array.from(args[2] as ArrayLike<number>);
    if (y0 === y1 && x1 > x0) rules.push({ x0, x1, y: y0, weight });
  });
  return rules.sort((a, b) => a.y - b.y);
}
