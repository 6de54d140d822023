// The table of issue 18's scale goal (every case at BENCH_SCALE=10 within 1.5x of its p95 at scale
// 1): each case's p50, p95 and raw SQL p50 at both scales and the x10/x1 ratio of the p95s, from
// the results bench/api-bench.ts writes (BENCH_JSON). Export cases compare their first byte; a
// case only one side has is listed with a dash.

type Summary = { p50: number; p95: number; p99: number; n: number };
export type BenchResult = { case: string; api?: Summary; rawP50?: number; firstByte?: Summary };

const LIMIT = 1.5;

const fmt = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(2);
const timing = (r: BenchResult | undefined) => r?.api ?? r?.firstByte;

/** The table's lines (Markdown), then a line counting the cases within the limit. */
export function scaleTable(smallResults: BenchResult[], largeResults: BenchResult[]): string[] {
  const small = new Map(smallResults.map((r) => [r.case, r]));
  const large = new Map(largeResults.map((r) => [r.case, r]));
  const lines = [
    '| case | x1 p50 | x1 p95 | x1 raw p50 | x10 p50 | x10 p95 | x10 raw p50 | x10/x1 p95 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  let over = 0;
  let both = 0;
  for (const name of new Set([...small.keys(), ...large.keys()])) {
    const a = small.get(name);
    const b = large.get(name);
    const [ta, tb] = [timing(a), timing(b)];
    const ratio = ta && tb ? tb.p95 / ta.p95 : undefined;
    if (ratio !== undefined) {
      both++;
      if (ratio > LIMIT) over++;
    }
    const shown = ratio === undefined ? '-' : ratio > LIMIT ? `**${ratio.toFixed(2)}**` : ratio.toFixed(2);
    lines.push(
      `| ${name}${a?.firstByte ? ' (first byte)' : ''} | ${fmt(ta?.p50)} | ${fmt(ta?.p95)} | ${fmt(a?.rawP50)} | ${fmt(tb?.p50)} | ${fmt(tb?.p95)} | ${fmt(b?.rawP50)} | ${shown} |`,
    );
  }
  lines.push('', `${both - over} of ${both} cases within ${LIMIT}x of their scale-1 p95; ${over} over.`);
  return lines;
}
