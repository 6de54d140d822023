import { auditReferenceFields } from '@kamar/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The names an entry's records go by, read in the statement that reads the entries (one read per
 * page or export batch, not one per row) by `audit_names` (sql/audit-names.sql): the entry's own
 * record and every record a changed column refers to (a booking's room and tenant), as
 * `{ "room:9": "304", ... }`. A name is text, or the parts a booking is named by (`{ tenant, room }`:
 * the words are the reader's language's). A record gone from its table has no name, so the trail
 * shows it as deleted.
 */

/** The stored columns that hold another record's id, and its kind: { "tenant_id": "tenant", ... }. */
const REFERENCES = JSON.stringify(
  Object.fromEntries(
    Object.entries(auditReferenceFields).map(([field, kind]) => [
      field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      kind,
    ]),
  ),
);

/** `names` of an entry from its columns: a column of the statement that reads the entries. */
export const namesOf = (entity: SQL, recordId: SQL, changes: SQL) =>
  sql`audit_names(${entity}, ${recordId}, ${changes}, ${REFERENCES}::jsonb)`;
