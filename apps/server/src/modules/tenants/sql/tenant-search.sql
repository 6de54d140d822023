-- The ids of the tenants whose name (or phone) contains a pattern (a LIKE pattern, the user's own
-- % and _ escaped: db/sql-helpers.ts containsPattern), found by the trigram indexes. For a staff
-- call, whose ILIKE under row-level security is tested only after the tenants policy, on every
-- tenant (ILIKE is not leakproof, so it may not run first): 31-79 ms a search at 50 properties.
-- It runs as the tables' owner and answers ids only; the caller reads those ids under its own
-- policies, so a tenant it does not see stays unseen (tenant-matching.ts).
CREATE OR REPLACE FUNCTION tenant_ids_named(pattern text) RETURNS integer[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT coalesce(array_agg(t.tenant_id), '{}') FROM public.tenants t WHERE t.tenant_name ILIKE pattern
$$;

CREATE OR REPLACE FUNCTION tenant_ids_by_phone(pattern text) RETURNS integer[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT coalesce(array_agg(t.tenant_id), '{}') FROM public.tenants t WHERE t.phone ILIKE pattern
$$;
