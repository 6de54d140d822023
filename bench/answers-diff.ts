// Compares two folders of answers (bench/answers.ts) file by file and prints every difference:
// .json by value (then by byte), .csv by line, .xlsx by the cells of every sheet.
// Usage: npm run bench:answers-diff -- <dirA> <dirB>      exit code 0 when they agree, 1 if not.
import fs from 'node:fs';
import path from 'node:path';
import { type Differences, jsonDifferences, textDifferences, xlsxDifferences } from './support/answer-differences.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const [dirA, dirB] = process.argv.slice(2);
if (!dirA || !dirB) {
  say('Usage: npm run bench:answers-diff -- <dirA> <dirB>');
  process.exit(2);
}

const filesOf = (dir: string) => new Set(fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile()));
const [left, right] = [filesOf(dirA), filesOf(dirB)];
const names = [...new Set([...left, ...right])].sort();
let differing = 0;
let same = 0;
for (const name of names) {
  if (!left.has(name) || !right.has(name)) {
    differing++;
    say(`${name}: only in ${left.has(name) ? dirA : dirB}`);
    continue;
  }
  const a = fs.readFileSync(path.join(dirA, name));
  const b = fs.readFileSync(path.join(dirB, name));
  const extension = path.extname(name);
  // An .xlsx is a zip whose entries carry the time they were written: compared by its cells.
  if (extension !== '.xlsx' && a.equals(b)) {
    same++;
    continue;
  }
  let found: Differences;
  if (extension === '.xlsx') found = await xlsxDifferences(a, b);
  else if (extension === '.json') found = jsonDifferences(a, b);
  else found = textDifferences(a, b);
  if (found.count === 0) {
    same++;
    continue;
  }
  differing++;
  say(`${name}: ${found.count} difference(s)`);
  for (const line of found.shown) say(`  ${line}`);
  if (found.count > found.shown.length) say(`  ... and ${found.count - found.shown.length} more`);
}
say(`${names.length} files: ${same} the same, ${differing} different.`);
process.exit(differing === 0 ? 0 : 1);
