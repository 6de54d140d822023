import ts from 'typescript';

/** JSX props a person reads or hears: their text must come from the catalogues. */
const VISIBLE_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'description',
  'error',
  'nothingFoundMessage',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

/** Text that is the same in every language: the rupiah sign. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Rp']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** The literal words of a string or template in JSX, if any. */
function literalWords(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return hasWords(node.text) ? node.text : null;
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    return hasWords(parts) ? parts : null;
  }
  if (ts.isConditionalExpression(node)) return literalWords(node.whenTrue) ?? literalWords(node.whenFalse);
  if (ts.isParenthesizedExpression(node)) return literalWords(node.expression);
  return null;
}

export interface JsxLiteral {
  line: number;
  text: string;
}

/**
 * Words written into JSX instead of taken from a catalogue: text between tags, string children
 * (`{'Save'}`) and strings given to props people read (label, placeholder, title, aria-label...).
 */
export function jsxLiterals(fileName: string, source: string): JsxLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: JsxLiteral[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const words = literalWords(node.expression);
      if (words) report(node, words);
    }
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const words = value ? literalWords(value) : null;
      if (words) report(node, `${node.name.getText(file)}=${words}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
