-- The user and tenant lists are ordered by name, then id: indexes in that order let their first
-- pages read 25 rows instead of sorting every user or all 50,000 tenants (docs/PERFORMANCE.md).
CREATE INDEX IF NOT EXISTS users_list_order_idx ON users (username, user_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tenants_list_order_idx ON tenants (tenant_name, tenant_id);
