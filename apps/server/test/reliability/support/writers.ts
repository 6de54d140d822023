import pg from 'pg';

/**
 * Writers that keep sending Expense/Create (8 at once by default) and remember what the server
 * acknowledged, what it refused and whether a request ever got no answer at all.
 */
export class Writers {
  /** Write number -> when its request was sent. */
  readonly acknowledged = new Map<number, number>();
  readonly statuses = new Map<number, number>();
  /** Requests that got no HTTP answer (a reset, a refused connection): must stay 0. */
  noAnswer = 0;
  /** Every answer: its write number, when it was sent and answered (performance.now()), its status and code. */
  readonly answers: { n: number; sentAt: number; at: number; status: number; code: string | undefined }[] = [];
  private next = 0;
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly acks: { sentAt: number; at: number }[] = [];

  constructor(
    private readonly base: string,
    private readonly token: string,
    /** Each write's remark starts with this, so a test finds its own rows. */
    readonly tag: string,
    private readonly concurrency = 8,
  ) {}

  start() {
    this.running = true;
    this.loops = Array.from({ length: this.concurrency }, () => this.loop());
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop() {
    while (this.running) {
      const n = this.next++;
      const sentAt = performance.now();
      try {
        const res = await fetch(`${this.base}/api/Expense/Create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
          body: JSON.stringify({
            expenseDate: '2026-03-01',
            expenseCategory: 1,
            amount: 1000 + n,
            remark: `${this.tag} ${n}`,
          }),
        });
        const body = (await res.json()) as { status: number; message: string; code?: string };
        this.statuses.set(res.status, (this.statuses.get(res.status) ?? 0) + 1);
        this.answers.push({ n, sentAt, at: performance.now(), status: res.status, code: body.code });
        if (res.status === 200 && body.status === 1) {
          this.acknowledged.set(n, sentAt);
          this.acks.push({ sentAt, at: performance.now() });
        } else if (res.status === 503) {
          await new Promise((r) => setTimeout(r, 50));
        }
      } catch {
        this.noAnswer++;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  async waitForAcks(count: number, timeoutMs = 60_000) {
    const deadline = performance.now() + timeoutMs;
    while (this.acknowledged.size < count) {
      if (performance.now() > deadline)
        throw new Error(`only ${this.acknowledged.size} of ${count} writes acknowledged`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Milliseconds from `faultAt` until a write sent after it was acknowledged. */
  async resumedAfter(faultAt: number, timeoutMs = 60_000): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const first = this.acks.find((a) => a.sentAt > faultAt);
      if (first) return Math.round(first.at - faultAt);
      if (performance.now() > deadline) throw new Error('writes did not resume');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  summary() {
    return `${this.acknowledged.size} acknowledged, statuses ${JSON.stringify(Object.fromEntries(this.statuses))}, ${this.noAnswer} without an answer`;
  }
}

/**
 * Straight from the database: every acknowledged write is stored exactly once, nothing is
 * stored twice, and the kept money totals equal the sums recomputed from the rows.
 */
export async function checkStored(
  url: string,
  writers: Writers,
  mustHave: Iterable<number> = writers.acknowledged.keys(),
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ remark: string; n: number }>(
      `select remark, count(*)::int as n from expenses where remark like $1 group by remark`,
      [`${writers.tag} %`],
    );
    const stored = new Map(rows.rows.map((r) => [Number(r.remark.slice(writers.tag.length + 1)), r.n]));
    const missing = [...mustHave].filter((n) => stored.get(n) !== 1);
    const twice = [...stored].filter(([, count]) => count !== 1).map(([n]) => n);
    const totals = await client.query<{ kept: string; summed: string }>(
      `select (select coalesce(sum(amount), 0) from money_totals where kind = 4)::text as kept,
              (select coalesce(sum(amount), 0) from expenses where status = 1)::text as summed`,
    );
    return {
      stored: stored.size,
      storedWrites: new Set(stored.keys()),
      missing,
      twice,
      kept: totals.rows[0]?.kept,
      summed: totals.rows[0]?.summed,
    };
  } finally {
    await client.end();
  }
}
