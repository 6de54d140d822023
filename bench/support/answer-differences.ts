import ExcelJS from 'exceljs';

/** Differences of one pair of files: `count` in all, the first `shown` of them in words. */
export interface Differences {
  count: number;
  shown: string[];
}

const SHOW = 20;
const show = (value: unknown) => {
  const text = value === undefined ? '(missing)' : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

class Found implements Differences {
  count = 0;
  shown: string[] = [];
  add = (line: string) => {
    this.count++;
    if (this.shown.length < SHOW) this.shown.push(line);
  };
}

/** Two answers (.json): every value that differs, by its path; or where the bytes part when the values agree. */
export function jsonDifferences(a: Buffer, b: Buffer): Differences {
  const found = new Found();
  let left: unknown;
  let right: unknown;
  try {
    left = JSON.parse(a.toString('utf8'));
    right = JSON.parse(b.toString('utf8'));
  } catch {
    return textDifferences(a, b);
  }
  walk(left, right, '$', found.add);
  if (found.count === 0) found.add(`the same values, written differently from byte ${firstDifference(a, b)}`);
  return found;
}

function walk(a: unknown, b: unknown, at: string, add: (line: string) => void) {
  if (Object.is(a, b)) return;
  const bothObjects = typeof a === 'object' && typeof b === 'object' && a !== null && b !== null;
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b)) {
    add(`${at}: ${show(a)} -> ${show(b)}`);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) add(`${at}: ${a.length} items -> ${b.length} items`);
    for (let i = 0; i < Math.min(a.length, b.length); i++) walk(a[i], b[i], `${at}[${i}]`, add);
    return;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = [...Object.keys(x), ...Object.keys(y).filter((k) => !(k in x))];
  for (const key of keys) walk(x[key], y[key], `${at}.${key}`, add);
}

/** Two texts (.csv): the lines that differ, by number. */
export function textDifferences(a: Buffer, b: Buffer): Differences {
  const found = new Found();
  const left = a.toString('utf8').split('\n');
  const right = b.toString('utf8').split('\n');
  if (left.length !== right.length) found.add(`${left.length} lines -> ${right.length} lines`);
  for (let i = 0; i < Math.max(left.length, right.length); i++)
    if (left[i] !== right[i]) found.add(`line ${i + 1}: ${show(left[i])} -> ${show(right[i])}`);
  if (found.count === 0) found.add(`the bytes differ from byte ${firstDifference(a, b)}`);
  return found;
}

/**
 * Two workbooks (.xlsx): the sheets (names, order) and every cell's value, number format and
 * boldness. Not the zip's bytes: the zip stamps each entry with the time it was written.
 */
export async function xlsxDifferences(a: Buffer, b: Buffer): Promise<Differences> {
  const found = new Found();
  const [left, right] = await Promise.all([cellsOf(a), cellsOf(b)]);
  const sheets = [...left.keys(), ...[...right.keys()].filter((k) => !left.has(k))];
  for (const sheet of sheets) {
    const x = left.get(sheet);
    const y = right.get(sheet);
    if (!x || !y) {
      found.add(`sheet ${show(sheet)}: ${x ? 'present' : 'missing'} -> ${y ? 'present' : 'missing'}`);
      continue;
    }
    for (const address of [...x.keys(), ...[...y.keys()].filter((k) => !x.has(k))])
      if (x.get(address) !== y.get(address))
        found.add(`${sheet}!${address}: ${x.get(address) ?? '(empty)'} -> ${y.get(address) ?? '(empty)'}`);
  }
  const order = (m: Map<string, unknown>) => [...m.keys()].join(' | ');
  if (order(left) !== order(right)) found.add(`sheets ${order(left)} -> ${order(right)}`);
  return found;
}

/** sheet name -> cell address -> the cell as text: its value (typed), number format and boldness. */
async function cellsOf(file: Buffer): Promise<Map<string, Map<string, string>>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheets = new Map<string, Map<string, string>>();
  for (const sheet of book.worksheets) {
    const cells = new Map<string, string>();
    sheet.eachRow({ includeEmpty: true }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        const value = cell.value instanceof Date ? { date: cell.value.toISOString() } : cell.value;
        cells.set(cell.address, JSON.stringify([value, cell.numFmt ?? null, cell.font?.bold ?? false]));
      });
    });
    sheets.set(sheet.name, cells);
  }
  return sheets;
}

function firstDifference(a: Buffer, b: Buffer) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
