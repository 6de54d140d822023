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

-- What changed in a row, as the trail keeps it: [field, before, after] per field, by name; a
-- hidden field's values (a password hash, a photo's bytes) read "changed"; the row's id and the
-- bookkeeping columns are left out. A new row lists what it holds, a removed one what it held.
CREATE OR REPLACE FUNCTION audit_diff(old_values jsonb, new_values jsonb, hidden text[], skipped text[])
  RETURNS jsonb LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_array(k.key,
           CASE WHEN k.key = ANY (hidden) OR o.value = 'null'::jsonb THEN NULL ELSE o.value END,
           CASE WHEN n.value IS NULL OR n.value = 'null'::jsonb THEN NULL
                WHEN k.key = ANY (hidden) THEN '"changed"'::jsonb ELSE n.value END) ORDER BY k.key), '[]'::jsonb)
  FROM (SELECT key FROM jsonb_object_keys(coalesce(new_values, old_values)) key) k
  LEFT JOIN jsonb_each(new_values) n ON n.key = k.key
  LEFT JOIN jsonb_each(old_values) o ON o.key = k.key
  WHERE k.key <> ALL (skipped)
    AND CASE WHEN old_values IS NULL THEN n.value NOT IN ('null'::jsonb, '""'::jsonb)
             WHEN new_values IS NULL THEN o.value NOT IN ('null'::jsonb, '""'::jsonb)
             ELSE n.value IS DISTINCT FROM o.value END
$$;

-- One trigger function writes the audit of every business table, in the transaction of the
-- change, once per statement: each table has three statement triggers (insert, update, delete)
-- whose transition tables hold the rows the statement changed, and one INSERT writes their
-- entries. (A trigger per row wrote each entry by its own INSERT, and the kept counts of the
-- trail, a statement trigger on audit_log, were added to once per entry: the daily bill run's
-- thousands of rows spent most of their time there.) The kind of record and its id column are the
-- trigger's first two arguments, the columns whose values are never written (a password hash, a
-- photo's bytes) the rest; their change reads "changed". Who acted comes from the transaction's
-- settings (the call binding sets them): the columns' defaults read them. The action is the
-- call's own (kamar.action: check-in, deposit return...) or what happened to the row: create,
-- update, delete/restore (a status toggle), remove. An update that changed nothing writes nothing.
CREATE OR REPLACE FUNCTION audit_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entity text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  hidden text[] := CASE WHEN TG_NARGS > 2 THEN TG_ARGV[2:TG_NARGS - 1] ELSE '{}'::text[] END;
  skipped text[] := ARRAY[TG_ARGV[1], 'create_date', 'update_date', 'update_by', 'create_by', 'token_version'];
  call_action text := nullif(current_setting('kamar.action', true), '');
  olds jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (entity, record_id, action, changes, property_id)
    SELECT entity, (r.v ->> id_column)::integer, 'create', audit_diff(NULL, r.v, hidden, skipped),
           audit_property_of(r.v, entity)
    FROM (SELECT to_jsonb(x) AS v FROM new_rows x) r;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_log (entity, record_id, action, changes, property_id)
    SELECT entity, (r.v ->> id_column)::integer, 'remove', audit_diff(r.v, NULL, hidden, skipped),
           audit_property_of(r.v, entity)
    FROM (SELECT to_jsonb(x) AS v FROM old_rows x) r;
  ELSE
    -- Each row before, by its id (a transition table has no statistics to join it by: a nested
    -- loop over both would turn every row into JSON once per row of the other).
    SELECT jsonb_object_agg(to_jsonb(x) ->> id_column, to_jsonb(x)) INTO olds FROM old_rows x;
    INSERT INTO audit_log (entity, record_id, action, changes, property_id)
    SELECT entity, (c.v ->> id_column)::integer,
           CASE WHEN call_action IS NOT NULL THEN call_action
                WHEN jsonb_array_length(c.d) = 1 AND c.d -> 0 ->> 0 = 'status' THEN
                  CASE WHEN c.v ->> 'status' = '1' THEN 'restore' ELSE 'delete' END
                ELSE 'update' END,
           c.d, audit_property_of(c.v, entity)
    FROM (SELECT n.v, audit_diff(olds -> (n.v ->> id_column), n.v, hidden, skipped) AS d
          FROM (SELECT to_jsonb(x) AS v FROM new_rows x) n) c
    WHERE c.d <> '[]'::jsonb;
  END IF;
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
