import { afterLeadingComments, sqlStatements } from './sql-statements.js';

/**
 * A database routine as its one source states it: a function (trigger functions included) or a
 * trigger, by name, with the statement that makes its current version. Routines are kept once, in
 * the module that owns them (`modules/<name>/sql/*.sql`, or generated from a module's declarations:
 * `kept-counter.ts`), and applied at start after the numbered migrations (`apply-routines.ts`).
 */
export interface Routine {
  kind: 'function' | 'trigger';
  name: string;
  /** The trigger's table. */
  table?: string;
  /** `CREATE OR REPLACE FUNCTION ...` / `CREATE OR REPLACE TRIGGER ...`, with its comments. */
  sql: string;
  /** Where it is written: a file of a module, or the declaration it is generated from. */
  source: string;
}

const FUNCTION = /^create\s+or\s+replace\s+function\s+([a-z_][a-z0-9_]*)\s*\(/i;
const TRIGGER = /^create\s+or\s+replace\s+trigger\s+([a-z_][a-z0-9_]*)\s[\s\S]*?\son\s+([a-z_][a-z0-9_]*)\s/i;

/**
 * The routines a routine file states, in its order. A file holds routines only, each written as
 * `CREATE OR REPLACE` (it can be run again as it is); anything else is refused, so a file never
 * hides a schema change or a data move (those are numbered migrations).
 */
export function routinesOfSql(source: string, text: string): Routine[] {
  return sqlStatements(text).map((statement) => {
    const body = afterLeadingComments(statement);
    const fn = FUNCTION.exec(body);
    if (fn?.[1]) return { kind: 'function', name: fn[1].toLowerCase(), sql: statement, source };
    const trigger = TRIGGER.exec(body);
    if (trigger?.[1] && trigger[2]) {
      return {
        kind: 'trigger',
        name: trigger[1].toLowerCase(),
        table: trigger[2].toLowerCase(),
        sql: statement,
        source,
      };
    }
    throw new Error(`${source}: not a CREATE OR REPLACE FUNCTION or TRIGGER: ${body.slice(0, 80)}`);
  });
}

/** Refuses two routines of one name (triggers: of one name on one table): each is kept once. */
export function checkKeptOnce(routines: readonly Routine[]): void {
  const seen = new Map<string, string>();
  for (const r of routines) {
    const key = r.kind === 'trigger' ? `trigger ${r.name} on ${r.table}` : `function ${r.name}`;
    const first = seen.get(key);
    if (first) throw new Error(`${key} is stated twice: in ${first} and in ${r.source}`);
    seen.set(key, r.source);
  }
}
