-- A stay's property: its room's.
CREATE OR REPLACE FUNCTION audit_stay_property(stay integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT r.property_id FROM bookings b JOIN rooms r ON r.room_id = b.room_id WHERE b.booking_id = stay
$$;

-- The property a record belongs to: its own property_id, else its room's, its stay's (a payment,
-- a bill, an allocation, a reminder), its bill's stay's (a bill line, a deduction), a share link's
-- document's stay's. Null for the business's own records (users, settings, the profile, card
-- vendors, expense categories) and a photo. Read under the caller's own policies: a record a
-- staff call writes is of its properties.
CREATE OR REPLACE FUNCTION audit_property_of(record jsonb, entity text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN record ? 'property_id' THEN (record ->> 'property_id')::integer
    WHEN record ? 'room_id' THEN (SELECT r.property_id FROM rooms r WHERE r.room_id = (record ->> 'room_id')::integer)
    WHEN record ? 'booking_id' THEN audit_stay_property((record ->> 'booking_id')::integer)
    WHEN record ? 'bill_id' THEN
      audit_stay_property((SELECT x.booking_id FROM bills x WHERE x.bill_id = (record ->> 'bill_id')::integer))
    WHEN record ? 'payment_id' THEN
      audit_stay_property((SELECT p.booking_id FROM payments p WHERE p.payment_id = (record ->> 'payment_id')::integer))
    WHEN entity = 'shareLink' THEN audit_stay_property(CASE (record ->> 'document_kind')::integer
      WHEN 3 THEN (SELECT x.booking_id FROM bills x WHERE x.bill_id = (record ->> 'document_id')::integer)
      WHEN 4 THEN (record ->> 'document_id')::integer
      ELSE (SELECT p.booking_id FROM payments p WHERE p.payment_id = (record ->> 'document_id')::integer) END)
  END
$$;

-- One trigger function writes the audit of every business table, in the transaction of the
-- change: the kind of record and its id column are the trigger's first two arguments, the columns
-- whose values are never written (a password hash, a photo's bytes) the rest; their change reads
-- "changed". Who acted comes from the transaction's settings (the call binding sets them): the
-- columns' defaults read them. The action is the call's own (kamar.action: check-in, deposit
-- return...) or what happened to the row: create, update, delete/restore (a status toggle), remove.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO audit_log (entity, record_id, action, changes, property_id)
  VALUES (TG_ARGV[0], (coalesce(new_values, old_values) ->> TG_ARGV[1])::integer, action, diff,
          audit_property_of(coalesce(new_values, old_values), TG_ARGV[0]));
  RETURN NULL;
END $$;

-- app_settings is a key and a value: the key is the field; a secret's value is never written.
CREATE OR REPLACE FUNCTION audit_setting() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- Append-only: no statement may change or remove an entry, whoever runs it (a restore loads the
-- table with user triggers off, as it loads every table).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % on audit_log is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

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
  -- A property's entries per day (its trail's count), in the same process's slot.
  INSERT INTO audit_property_counts (property_id, day, slot, entries)
  SELECT property_id, audit_date::date, pg_backend_pid(), count(*) FROM added WHERE property_id IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (property_id, day, slot) DO UPDATE SET entries = audit_property_counts.entries + excluded.entries;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER audit_log_counts AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION audit_counts_add();
