ALTER TABLE "audit_counts" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_counts" DROP CONSTRAINT "audit_counts_day_entity_action_username_pk";--> statement-breakpoint
ALTER TABLE "audit_counts" ADD CONSTRAINT "audit_counts_day_entity_action_username_slot_pk" PRIMARY KEY("day","entity","action","username","slot");--> statement-breakpoint
-- Each server process adds to its own row of a key. A transaction writes several statements that
-- are audited (a payment: the payment, its allocations, the bills they change), each adding to
-- the counts of its own kinds; two payments at once took those rows in different orders across
-- their statements and deadlocked (one answered 500). Two transactions running at once are in two
-- processes, so they no longer share a row; a process's own rows are few (its keys of the day).
CREATE OR REPLACE FUNCTION audit_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_counts (day, entity, action, username, slot, entries)
  SELECT audit_date::date, entity, action, username, pg_backend_pid(), count(*) FROM added
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, entity, action, username, slot) DO UPDATE SET entries = audit_counts.entries + excluded.entries;
  RETURN NULL;
END $$;
