import pg from 'pg';

/**
 * How a database that hangs is told from one that is merely busy. A hung PostgreSQL (stopped,
 * frozen by its host, cut off by the network without a reset) neither answers nor refuses: its
 * connections stay open and statements wait for ever, where no PostgreSQL limit can help (its
 * own statement_timeout runs inside the stopped process). So when a statement has waited this
 * long, the watch asks `select 1` on a connection of its own: PostgreSQL answering it (even with
 * a refusal) means it is alive and the statement is just long or waiting for a lock (a backup, a
 * big export: never cut off); no answer within `probeMs` means it hangs. Its own connection, kept
 * open, answers within milliseconds even when every connection of the pool is busy and the
 * machine is loaded, where a new one would wait for a server process to start.
 */
export const HANG = {
  /** A statement unanswered this long has the database checked. */
  suspectAfterMs: 1_000,
  /** The check must be answered within this (making its connection again included). */
  probeMs: 2_000,
  /** While hung, the database is checked again this often; the first answer ends it. */
  recheckMs: 1_000,
};

/** What every waiting statement and caller is failed with: a timeout, so it reads as "unavailable" (503). */
export function hangError(): Error {
  return Object.assign(new Error(`The database did not answer within ${HANG.probeMs} ms`), { code: 'ETIMEDOUT' });
}

type Socketed = { connection: { stream: { destroy(error?: Error): void; unref?(): void } } };

/**
 * Whether `answered()` stays false for `ms` of this process's own running time: a pause of the
 * process itself (a long garbage collection, a machine so loaded it is not scheduled) is not the
 * database's silence, so each step counts at most twice its length, and an answer that came in
 * meanwhile is read (setImmediate runs after the poll for sockets) before silence is declared.
 */
async function silentFor(answered: () => boolean, ms: number): Promise<boolean> {
  const step = 100;
  let silent = 0;
  let last = performance.now();
  while (silent < ms) {
    await new Promise((resolve) => setTimeout(resolve, step).unref());
    await new Promise((resolve) => setImmediate(resolve));
    if (answered()) return false;
    const now = performance.now();
    silent += Math.min(now - last, 2 * step);
    last = now;
  }
  return true;
}

/**
 * The watch's own connection to PostgreSQL at `url`, made when first needed and again after it
 * broke. `answers(ms)`: whether PostgreSQL answers `select 1` (or refuses) within `ms`; false only
 * when it says nothing at all.
 */
export function databaseProbe(url: string) {
  let client: pg.Client | null = null;
  let connected: Promise<void> | null = null;
  const drop = (silent: boolean) => {
    const gone = client;
    client = null;
    connected = null;
    if (!gone) return;
    if (silent) (gone as unknown as Socketed).connection.stream.destroy();
    else void gone.end().catch(() => {});
  };
  return {
    async answers(ms: number): Promise<boolean> {
      if (!client) {
        // Its own connect timeout comes well after the deadline, so silence is told from a refusal.
        const made = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: 2 * ms + 1_000,
          application_name: 'kamar-probe',
        });
        made.on('error', () => {});
        client = made;
        // The watch's connection never keeps the process alive.
        connected = made.connect().then(() => (made as unknown as Socketed).connection.stream.unref?.());
      }
      const asked = client;
      let outcome: 'answered' | 'refused' | null = null;
      void (connected as Promise<void>)
        .then(() => asked.query('select 1'))
        .then(
          () => {
            outcome = 'answered';
          },
          () => {
            outcome = 'refused';
          },
        );
      const silent = await silentFor(() => outcome !== null, ms);
      if (silent || outcome === 'refused') {
        if (client === asked) drop(silent);
      }
      return !silent;
    },
    close: () => drop(false),
  };
}

interface Waiting {
  client: pg.Client;
  since: number;
}

/**
 * One per pool: follows the statements its connections wait on, checks the database when one
 * waits long (`HANG`), and when it hangs, fails them at once (their connections are closed: a
 * transaction not yet committed is then rolled back by PostgreSQL) and every caller until it
 * answers again, so each call answers 503 within seconds instead of waiting for as long as the
 * database is stopped.
 */
export class HangWatch {
  hung = false;
  private readonly waiting = new Set<Waiting>();
  private readonly onHang = new Set<() => void>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private closed = false;

  private readonly probe: { answers(ms: number): Promise<boolean>; close(): void };

  constructor(url: string, probe = databaseProbe(url)) {
    this.probe = probe;
  }

  /** Stops watching (the pool ends): the watch's own connection is closed. */
  close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.probe.close();
  }

  /** A statement sent on `client`; the function answers that it was answered (or failed). */
  waitFor(client: pg.Client): () => void {
    const entry = { client, since: performance.now() };
    this.waiting.add(entry);
    this.arm(HANG.suspectAfterMs);
    return () => {
      this.waiting.delete(entry);
    };
  }

  /** Calls `listener` once, when the database is found hung; answers a function that forgets it. */
  whenHung(listener: () => void): () => void {
    this.onHang.add(listener);
    return () => this.onHang.delete(listener);
  }

  private arm(ms: number) {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.check();
    }, ms);
    this.timer.unref();
  }

  private async check() {
    if (this.checking || this.closed) return;
    const now = performance.now();
    const stale = [...this.waiting].some((w) => now - w.since >= HANG.suspectAfterMs);
    if (!stale && !this.hung) {
      if (this.waiting.size > 0) this.arm(HANG.suspectAfterMs / 2);
      return;
    }
    this.checking = true;
    let answered = true;
    try {
      answered = await this.probe.answers(HANG.probeMs);
    } finally {
      this.checking = false;
    }
    if (answered) {
      this.hung = false;
      if (this.waiting.size > 0) this.arm(HANG.suspectAfterMs);
      return;
    }
    this.hung = true;
    for (const listener of [...this.onHang]) listener();
    this.onHang.clear();
    const error = hangError();
    for (const client of new Set([...this.waiting].map((w) => w.client))) {
      (client as unknown as Socketed).connection.stream.destroy(error);
    }
    this.waiting.clear();
    this.arm(HANG.recheckMs);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: pg-pool's own type for the release function.
type Callback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: any) => void) => void;

/**
 * The pool, failing a connection asked for while the database hangs at once, and one waited
 * for (a full pool, a connection being made) the moment the hang is found, instead of when the
 * pool's own wait runs out. pg-pool's `query` asks through here too.
 */
export class WatchedPool extends pg.Pool {
  constructor(
    options: pg.PoolConfig,
    readonly watch: HangWatch,
  ) {
    super(options);
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | undefined {
    this.watch.close();
    if (!callback) return super.end();
    super.end(callback);
    return undefined;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Callback): void;
  override connect(callback?: Callback): Promise<pg.PoolClient> | undefined {
    const watched = new Promise<pg.PoolClient>((resolve, reject) => {
      if (this.watch.hung) return reject(hangError());
      let settled = false;
      const forget = this.watch.whenHung(() => {
        settled = true;
        reject(hangError());
      });
      super.connect().then(
        (client) => {
          forget();
          // Found hung while it waited: its caller was answered already.
          if (settled) client.release();
          else resolve(client);
        },
        (error: Error) => {
          forget();
          if (!settled) reject(error);
        },
      );
    });
    if (!callback) return watched;
    watched.then(
      (client) => callback(undefined, client, (release) => client.release(release)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }
}
