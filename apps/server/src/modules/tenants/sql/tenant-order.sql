-- The stretch of the tenant list's order a tenant's (name, id) falls in: the last start at or
-- before it. The first stretch starts at ('', 0), before any tenant in every collation.
CREATE OR REPLACE FUNCTION tenant_order_stretch(of_name text, of_id bigint, OUT from_name text, OUT from_id bigint)
LANGUAGE sql STABLE AS $$
  SELECT k.from_name, k.from_id FROM tenant_order_counts k
  WHERE (k.from_name, k.from_id) <= (of_name, of_id)
  ORDER BY k.from_name DESC, k.from_id DESC LIMIT 1
$$;

-- Cuts the stretch starting at (start_name, start_id) into stretches of 1,000 tenants, each
-- counted per status from the rows: the first keeps its start, each next one starts at its first
-- tenant. Run under the lock below, so the rows it sees are exactly the rows the kept ones count:
-- every other writer of tenants has committed or waits for the lock, its rows not yet counted.
CREATE OR REPLACE FUNCTION tenant_order_cut(start_name text, start_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  end_name text;
  end_id bigint;
BEGIN
  -- The stretch ends before the next start, or after the last tenant (its id + 1, the same name).
  SELECT k.from_name, k.from_id INTO end_name, end_id FROM tenant_order_counts k
  WHERE (k.from_name, k.from_id) > (start_name, start_id)
  ORDER BY k.from_name, k.from_id LIMIT 1;
  IF end_name IS NULL THEN
    SELECT t.tenant_name, t.tenant_id + 1 INTO end_name, end_id FROM tenants t
    ORDER BY t.tenant_name DESC, t.tenant_id DESC LIMIT 1;
  END IF;
  UPDATE tenant_order_counts SET row_count = 0 WHERE from_name = start_name AND from_id = start_id;
  WITH members AS (
    SELECT t.tenant_name, t.tenant_id, t.status,
           row_number() OVER (ORDER BY t.tenant_name, t.tenant_id) - 1 AS place
    FROM tenants t
    WHERE (t.tenant_name, t.tenant_id) >= (start_name, start_id) AND (t.tenant_name, t.tenant_id) < (end_name, end_id)
  ), starts AS (
    SELECT place / 1000 AS piece,
           CASE WHEN place = 0 THEN start_name ELSE tenant_name END AS from_name,
           CASE WHEN place = 0 THEN start_id ELSE tenant_id END AS from_id
    FROM members WHERE place % 1000 = 0
  )
  INSERT INTO tenant_order_counts AS c (from_name, from_id, status, row_count)
  SELECT s.from_name, s.from_id, m.status, count(*)
  FROM members m JOIN starts s ON s.piece = m.place / 1000
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (from_name, from_id, status) DO UPDATE SET row_count = excluded.row_count;
END $$;

-- Kept like tenant_counts (kept_list_counts): one upsert per statement from its transition tables,
-- inside the writing transaction. A statement that adds tenants to a stretch cuts the stretches it
-- took past 2,000. A change that moves no name and no status touches no counter row.
CREATE OR REPLACE FUNCTION tenant_order_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  crowded record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_order_counts AS c (from_name, from_id, status, row_count)
    SELECT s.from_name, s.from_id, r.status, count(*)
    FROM new_rows r CROSS JOIN LATERAL tenant_order_stretch(r.tenant_name, r.tenant_id) s
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (from_name, from_id, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows r ON r.tenant_id = o.tenant_id
                   WHERE r.tenant_name <> o.tenant_name OR r.status <> o.status) THEN
      RETURN NULL;
    END IF;
    INSERT INTO tenant_order_counts AS c (from_name, from_id, status, row_count)
    SELECT s.from_name, s.from_id, m.status, sum(m.n)
    FROM (
      SELECT o.tenant_name, o.tenant_id, o.status, -1 AS n
      FROM old_rows o JOIN new_rows r ON r.tenant_id = o.tenant_id
      WHERE r.tenant_name <> o.tenant_name OR r.status <> o.status
      UNION ALL
      SELECT r.tenant_name, r.tenant_id, r.status, 1
      FROM old_rows o JOIN new_rows r ON r.tenant_id = o.tenant_id
      WHERE r.tenant_name <> o.tenant_name OR r.status <> o.status
    ) m CROSS JOIN LATERAL tenant_order_stretch(m.tenant_name, m.tenant_id) s
    GROUP BY 1, 2, 3 HAVING sum(m.n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (from_name, from_id, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
    -- A new status stays in its stretch; only a new name can take a tenant into another.
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows r ON r.tenant_id = o.tenant_id
                   WHERE r.tenant_name <> o.tenant_name) THEN
      RETURN NULL;
    END IF;
  ELSE
    INSERT INTO tenant_order_counts AS c (from_name, from_id, status, row_count)
    SELECT s.from_name, s.from_id, r.status, -count(*)
    FROM old_rows r CROSS JOIN LATERAL tenant_order_stretch(r.tenant_name, r.tenant_id) s
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (from_name, from_id, status) DO UPDATE SET row_count = c.row_count + excluded.row_count;
    RETURN NULL;
  END IF;
  FOR crowded IN
    SELECT k.from_name, k.from_id FROM tenant_order_counts k
    WHERE (k.from_name, k.from_id) IN (
      SELECT s.from_name, s.from_id FROM new_rows r CROSS JOIN LATERAL tenant_order_stretch(r.tenant_name, r.tenant_id) s)
    GROUP BY 1, 2 HAVING sum(k.row_count) > 2000
  LOOP
    PERFORM tenant_order_cut(crowded.from_name, crowded.from_id);
  END LOOP;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER tenants_order_counts_insert AFTER INSERT ON tenants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_order_counts_apply();

-- (A trigger with transition tables cannot name its columns: an update of other columns returns at once.)
CREATE OR REPLACE TRIGGER tenants_order_counts_update AFTER UPDATE ON tenants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_order_counts_apply();

CREATE OR REPLACE TRIGGER tenants_order_counts_delete AFTER DELETE ON tenants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_order_counts_apply();

-- One writer of tenants at a time from its first statement on (an advisory lock held to its
-- commit, 'tenant list order' 7284004), taken before the statement writes a row, so no writer
-- holds a counter row while it waits for it: a cut counts the rows it sees, and a writer's rows
-- must be in the kept counts exactly when they are visible. Tenants are written one at a time by
-- people; this costs them nothing.
CREATE OR REPLACE FUNCTION tenant_order_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7284004);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER tenants_order_lock BEFORE INSERT OR DELETE OR UPDATE OF tenant_name, status ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_order_lock();
