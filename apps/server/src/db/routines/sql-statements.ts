/**
 * Splits SQL text into its statements at the semicolons outside strings, quoted names, comments
 * and dollar-quoted bodies (`$$ ... $$`, `$tag$ ... $tag$`). Comments before a statement stay
 * with it; empty statements (only comments or spaces) are left out.
 */
export function sqlStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) throw new Error('an unclosed /* comment');
      i = end + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      // A doubled quote is the quote itself, inside.
      while (j < text.length && !(text[j] === c && text[j + 1] !== c)) j += text[j] === c ? 2 : 1;
      if (j >= text.length) throw new Error(`an unclosed ${c} quote`);
      i = j + 1;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        if (end === -1) throw new Error(`an unclosed ${tag} body`);
        i = end + tag.length;
      } else i++;
    } else if (c === ';') {
      statements.push(text.slice(start, i));
      i++;
      start = i;
    } else i++;
  }
  statements.push(text.slice(start));
  return statements.map((s) => s.trim()).filter((s) => afterLeadingComments(s) !== '');
}

/** The statement from its first word on: the `--` comment lines written before it left out. */
export function afterLeadingComments(statement: string): string {
  const lines = statement.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('--'));
  return first === -1 ? '' : lines.slice(first).join('\n').trim();
}
