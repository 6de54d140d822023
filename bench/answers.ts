// Every answer of a fixed, broad set of read calls on the benchmark database, kept as files, so
// that two builds of the server can be shown to answer alike byte for byte (bench/answers-diff.ts).
// Usage: npm run bench:answers -- <dir>    (or BENCH_ANSWERS_DIR=<dir>; the folder must be empty or new)
//        BENCH_TODAY=YYYY-MM-DD stands the server's clock at noon of that day (business time);
//        by default the day before the data was generated (support/answer-facts.ts says why).
// Each call's answer goes to <dir>/<nnn>-<case>.json: {"case", "path", "request", "httpStatus",
// "answer"} with "answer" the body exactly as sent, but for its share links (support/answer-links.ts);
// each export's file to <nnn>-<case>.xlsx|.csv as sent (a refused export to .json). The run reads
// only, except what the server writes itself while it answers: the sign-in's audit entry, one
// audit entry per export (the audit lists are taken first) and the share links a list's
// reminders carry (made once per bill, then reused).
import fs from 'node:fs';
import path from 'node:path';
import { apiDateTimeText } from '@kamar/contract';
import { businessDate } from '../apps/server/src/lib/business-time.js';
import { answerCases } from './support/answer-cases.js';
import { postRaw } from './support/answer-client.js';
import { generatedDayBefore, readAnswerFacts } from './support/answer-facts.js';
import { shareLinkNamer } from './support/answer-links.js';
import { buildBenchApp } from './support/bench-app.js';
import { BENCH_ADMIN, BENCH_TIMEZONE, openBenchDatabase } from './support/bench-database.js';
import type { Ask } from './support/list-page.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const out = process.argv[2] ?? process.env.BENCH_ANSWERS_DIR;
if (!out) throw new Error('Where to? npm run bench:answers -- <dir>, or BENCH_ANSWERS_DIR=<dir>');
fs.mkdirSync(out, { recursive: true });
if (fs.readdirSync(out).length > 0) throw new Error(`${out} is not empty: answers go to a new or empty folder`);

const bench = await openBenchDatabase();
const today = process.env.BENCH_TODAY ?? (await generatedDayBefore(bench.db));
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`)))
  throw new Error(`BENCH_TODAY must read YYYY-MM-DD, not "${today}"`);
const noon = noonOf(today);
const clock = { now: () => new Date(noon) };
const app = await buildBenchApp(bench, clock);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const started = performance.now();
try {
  const login = await postRaw(base, '/api/Auth/Login', BENCH_ADMIN, undefined);
  if (login.statusCode !== 200) throw new Error(`sign-in refused: ${login.statusCode} ${login.body}`);
  const token = String(JSON.parse(String(login.body)).data.token);
  const ask: Ask = async (callPath, body) => {
    const answer = await postRaw(base, callPath, body, token);
    if (answer.statusCode !== 200)
      throw new Error(`${callPath} ${JSON.stringify(body)} -> ${answer.statusCode} ${answer.body}`);
    return JSON.parse(String(answer.body)).data;
  };
  const facts = await readAnswerFacts(bench.db, today);
  const cases = answerCases(facts);
  const names = cases.map((c) => `${c.name}.${c.format ?? 'json'}`);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`answer cases named twice: ${twice.join(', ')}`);
  const nameLinks = shareLinkNamer(bench.db);
  const width = String(cases.length).length < 3 ? 3 : String(cases.length).length;
  const number = (i: number) => String(i).padStart(width, '0');
  say(`Answers on ${today} (clock ${clock.now().toISOString()}), ${cases.length} cases, to ${path.resolve(out)}`);
  // The records picked from the data: another run that picks others answers about other records.
  fs.writeFileSync(path.join(out, `${number(0)}-facts.json`), `${JSON.stringify(facts)}\n`);
  let refused = 0;
  for (const [i, c] of cases.entries()) {
    const callStarted = performance.now();
    const body = typeof c.body === 'function' ? await c.body(ask) : c.body;
    const stem = path.join(out, `${number(i + 1)}-${c.name}`);
    if (body === null) {
      fs.writeFileSync(
        `${stem}.json`,
        `${JSON.stringify({ case: c.name, path: c.path, request: null, noSuchRecord: true })}\n`,
      );
      say(`${number(i + 1)} ${c.name.padEnd(40)} (the data holds no such record)`);
      continue;
    }
    let answer = await postRaw(base, c.path, body, token, c.format ? `${stem}.${c.format}` : undefined);
    // The server makes two exports at once; the one before may still be giving its connection back.
    for (let tries = 0; answer.statusCode === 429 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await postRaw(base, c.path, body, token, c.format ? `${stem}.${c.format}` : undefined);
    }
    if (answer.statusCode !== 200) refused++;
    let size: number;
    if (answer.body === null) {
      size = fs.statSync(`${stem}.${c.format}`).size;
    } else {
      const text = await nameLinks(answer.body.toString('utf8'));
      const record = `{"case":${JSON.stringify(c.name)},"path":${JSON.stringify(c.path)},"request":${JSON.stringify(body)},"httpStatus":${answer.statusCode},"answer":${text}}\n`;
      fs.writeFileSync(`${stem}.json`, record);
      size = answer.body.length;
    }
    say(
      `${number(i + 1)} ${c.name.padEnd(40)} ${answer.statusCode} ${String(Math.round(performance.now() - callStarted)).padStart(7)} ms ${String(size).padStart(10)} bytes`,
    );
  }
  say(
    `${cases.length + 1} files in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (refused ? `, ${refused} answer(s) other than 200 (kept as answers)` : ''),
  );
} finally {
  await app.close();
  await bench.close();
}

/** Noon of the day in business time (Asia/Jakarta has no daylight saving; checked all the same). */
function noonOf(day: string): Date {
  const guess = new Date(`${day}T12:00:00Z`);
  const offset = Date.parse(`${apiDateTimeText(guess, BENCH_TIMEZONE)}Z`) - guess.getTime();
  const noon = new Date(guess.getTime() - offset);
  if (businessDate(noon, BENCH_TIMEZONE) !== day || !apiDateTimeText(noon, BENCH_TIMEZONE).endsWith('T12:00:00'))
    throw new Error(`cannot stand the clock at noon of ${day} in ${BENCH_TIMEZONE}`);
  return noon;
}
