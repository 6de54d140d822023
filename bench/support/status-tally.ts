import { summarize } from './stats.js';

/**
 * Each call's answer times during a load run (from the request's setup to its answer, one
 * request at a time per connection), so a run's p99 says which calls wait.
 */
export function timesByCall() {
  const times = new Map<string, number[]>();
  return {
    record(path: string, ms: number) {
      const list = times.get(path);
      if (list) list.push(ms);
      else times.set(path, [ms]);
    },
    lines(): string[] {
      return [...times].map(([path, list]) => {
        const { p50, p99 } = summarize(list);
        return `    ${path.replace('/api/', '').padEnd(28)} p50 ${p50.toFixed(0).padStart(4)} ms  p99 ${p99.toFixed(0).padStart(5)} ms  (${list.length})`;
      });
    },
  };
}

/**
 * Answers counted by call and status during a load run, with the first answer of each failing
 * status kept, so a run with non-2xx says which call failed and why (autocannon counts only).
 */
export function statusTally() {
  const counts = new Map<string, Map<number, number>>();
  const firstFailure = new Map<string, string>();
  return {
    record(path: string, status: number, body: string) {
      const byStatus = counts.get(path) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      counts.set(path, byStatus);
      const key = `${path} ${status}`;
      if ((status < 200 || status > 299) && !firstFailure.has(key)) firstFailure.set(key, body.slice(0, 300));
    },
    /** One line per call that had a non-2xx answer: its statuses with counts and the first such answer. */
    failures(): string[] {
      return [...counts].flatMap(([path, byStatus]) =>
        [...byStatus.keys()].some((s) => s < 200 || s > 299)
          ? [
              `  ${path}: ${[...byStatus].map(([s, n]) => `${s} x${n}`).join(', ')}`,
              ...[...firstFailure]
                .filter(([key]) => key.startsWith(`${path} `))
                .map(([key, body]) => `    ${key}: ${body}`),
            ]
          : [],
      );
    },
  };
}
