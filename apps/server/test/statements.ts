import type { Database } from '../src/db/client.js';

export interface SentStatement {
  text: string;
  values: unknown[];
}

/** The statements `call` sends through the pool of `db` (not those of a transaction's own connection). */
export async function statementsOf(db: Database, call: () => Promise<unknown>): Promise<SentStatement[]> {
  const pool = db.$client as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  const sent: SentStatement[] = [];
  pool.query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') sent.push({ text: first, values: second ?? [] });
    else sent.push({ text: first.text, values: second ?? first.values ?? [] });
    return query.apply(pool, args);
  };
  try {
    await call();
  } finally {
    pool.query = query;
  }
  return sent;
}

type PlanNode = { 'Relation Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };

/**
 * How many rows of `table` a statement reads, as it runs (explain analyze): the rows every scan of
 * the table returned, over all its loops. Planned without sequential scans: a test's small table
 * is cheaper to read whole, where at the benchmark's scale PostgreSQL reads it by its indexes.
 */
export async function rowsRead(db: Database, statement: SentStatement, table: string): Promise<number> {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    const explained = await client.query(`explain (analyze, format json) ${statement.text}`, statement.values);
    await client.query('rollback');
    const count = (node: PlanNode): number =>
      (node['Relation Name'] === table ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0) : 0) +
      (node.Plans ?? []).reduce((sum, child) => sum + count(child), 0);
    const [root] = explained.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[];
    return root ? count(root.Plan) : 0;
  } finally {
    client.release();
  }
}
