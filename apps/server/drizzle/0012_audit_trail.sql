CREATE TABLE "audit_counts" (
	"day" date NOT NULL,
	"entity" varchar(30) NOT NULL,
	"action" varchar(20) NOT NULL,
	"username" varchar(100) NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "audit_counts_day_entity_action_username_pk" PRIMARY KEY("day","entity","action","username")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"audit_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"audit_date" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer DEFAULT nullif(current_setting('kamar.user_id', true), '')::integer,
	"username" varchar(100) DEFAULT coalesce(nullif(current_setting('kamar.username', true), ''), 'system') NOT NULL,
	"address" varchar(64) DEFAULT coalesce(current_setting('kamar.address', true), '') NOT NULL,
	"entity" varchar(30) NOT NULL,
	"record_id" integer,
	"action" varchar(20) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_date_idx" ON "audit_log" USING btree ("audit_date" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_id","entity","audit_date" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","audit_date" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_username_idx" ON "audit_log" USING btree (lower("username"),"audit_date" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","audit_date" DESC NULLS LAST,"audit_id" DESC NULLS LAST);--> statement-breakpoint
-- One trigger function writes the audit of every business table, in the transaction of the
-- change: the kind of record and its id column are the trigger's first two arguments, the columns
-- whose values are never written (a password hash, a photo's bytes) the rest; their change reads
-- "changed". Who acted comes from the transaction's settings (the call binding sets them): the
-- columns' defaults read them. The action is the call's own (kamar.action: check-in, deposit
-- return...) or what happened to the row: create, update, delete/restore (a status toggle), remove.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_values jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  old_values jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  hidden text[] := CASE WHEN TG_NARGS > 2 THEN TG_ARGV[2:TG_NARGS - 1] ELSE '{}'::text[] END;
  skipped text[] := ARRAY[TG_ARGV[1], 'create_date', 'update_date', 'update_by', 'create_by', 'token_version'];
  diff jsonb;
  call_action text := nullif(current_setting('kamar.action', true), '');
  action text;
BEGIN
  SELECT coalesce(jsonb_agg(jsonb_build_array(k.key,
           CASE WHEN k.key = ANY (hidden) OR o.value = 'null'::jsonb THEN NULL ELSE o.value END,
           CASE WHEN n.value IS NULL OR n.value = 'null'::jsonb THEN NULL
                WHEN k.key = ANY (hidden) THEN '"changed"'::jsonb ELSE n.value END) ORDER BY k.key), '[]'::jsonb)
    INTO diff
  FROM (SELECT key FROM jsonb_object_keys(coalesce(new_values, old_values)) key) k
  LEFT JOIN jsonb_each(new_values) n ON n.key = k.key
  LEFT JOIN jsonb_each(old_values) o ON o.key = k.key
  WHERE k.key <> ALL (skipped)
    AND CASE TG_OP
          WHEN 'INSERT' THEN n.value NOT IN ('null'::jsonb, '""'::jsonb)
          WHEN 'DELETE' THEN o.value NOT IN ('null'::jsonb, '""'::jsonb)
          ELSE n.value IS DISTINCT FROM o.value END;
  IF TG_OP = 'UPDATE' AND diff = '[]'::jsonb THEN RETURN NULL; END IF;
  action := CASE
    WHEN TG_OP = 'INSERT' THEN 'create'
    WHEN TG_OP = 'DELETE' THEN 'remove'
    WHEN call_action IS NOT NULL THEN call_action
    WHEN jsonb_array_length(diff) = 1 AND diff -> 0 ->> 0 = 'status' THEN
      CASE WHEN new_values ->> 'status' = '1' THEN 'restore' ELSE 'delete' END
    ELSE 'update' END;
  INSERT INTO audit_log (entity, record_id, action, changes)
  VALUES (TG_ARGV[0], (coalesce(new_values, old_values) ->> TG_ARGV[1])::integer, action, diff);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- app_settings is a key and a value: the key is the field; a secret's value is never written.
CREATE FUNCTION audit_setting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  setting_key text := CASE WHEN TG_OP = 'DELETE' THEN OLD.key ELSE NEW.key END;
  secret boolean := setting_key LIKE '%secret%';
  before jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL WHEN secret THEN NULL ELSE to_jsonb(OLD.value) END;
  after jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL WHEN secret THEN '"changed"'::jsonb ELSE to_jsonb(NEW.value) END;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.value IS NOT DISTINCT FROM NEW.value THEN RETURN NULL; END IF;
  INSERT INTO audit_log (entity, record_id, action, changes)
  VALUES ('setting', NULL, CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'DELETE' THEN 'remove' ELSE 'update' END,
          jsonb_build_array(jsonb_build_array(setting_key, before, after)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Append-only: no statement may change or remove an entry, whoever runs it (a restore loads the
-- table with user triggers off, as it loads every table).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % on audit_log is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- The list's counts, per business day (the session's TimeZone, which the server sets to
-- BUSINESS_TIMEZONE), kind of record, action and user; rows in key order so writers lock alike.
CREATE FUNCTION audit_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_counts (day, entity, action, username, entries)
  SELECT audit_date::date, entity, action, username, count(*) FROM added
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, entity, action, username) DO UPDATE SET entries = audit_counts.entries + excluded.entries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_counts AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_counts_add();
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'user_id', 'password_hash');
--> statement-breakpoint
CREATE TRIGGER room_types_audit AFTER INSERT OR UPDATE OR DELETE ON room_types
  FOR EACH ROW EXECUTE FUNCTION audit_row('roomType', 'room_type_id');
--> statement-breakpoint
CREATE TRIGGER card_vendors_audit AFTER INSERT OR UPDATE OR DELETE ON card_vendors
  FOR EACH ROW EXECUTE FUNCTION audit_row('cardVendor', 'card_vendor_id');
--> statement-breakpoint
CREATE TRIGGER rooms_audit AFTER INSERT OR UPDATE OR DELETE ON rooms
  FOR EACH ROW EXECUTE FUNCTION audit_row('room', 'room_id');
--> statement-breakpoint
CREATE TRIGGER floor_plan_cells_audit AFTER INSERT OR UPDATE OR DELETE ON floor_plan_cells
  FOR EACH ROW EXECUTE FUNCTION audit_row('floorPlanCell', 'cell_id');
--> statement-breakpoint
CREATE TRIGGER employees_audit AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION audit_row('employee', 'employee_id');
--> statement-breakpoint
CREATE TRIGGER tenant_photos_audit AFTER INSERT OR UPDATE OR DELETE ON tenant_photos
  FOR EACH ROW EXECUTE FUNCTION audit_row('tenantPhoto', 'photo_id', 'content');
--> statement-breakpoint
CREATE TRIGGER tenants_audit AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION audit_row('tenant', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER bookings_audit AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION audit_row('booking', 'booking_id');
--> statement-breakpoint
CREATE TRIGGER payments_audit AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION audit_row('payment', 'payment_id');
--> statement-breakpoint
CREATE TRIGGER expenses_audit AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION audit_row('expense', 'expense_id');
--> statement-breakpoint
CREATE TRIGGER app_settings_audit AFTER INSERT OR UPDATE OR DELETE ON app_settings
  FOR EACH ROW EXECUTE FUNCTION audit_setting();
