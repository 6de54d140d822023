CREATE OR REPLACE TRIGGER tenants_audit_insert AFTER INSERT ON tenants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('tenant', 'tenant_id');
CREATE OR REPLACE TRIGGER tenants_audit_update AFTER UPDATE ON tenants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('tenant', 'tenant_id');
CREATE OR REPLACE TRIGGER tenants_audit_delete AFTER DELETE ON tenants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('tenant', 'tenant_id');

CREATE OR REPLACE TRIGGER tenant_photos_audit_insert AFTER INSERT ON tenant_photos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('tenantPhoto', 'photo_id', 'content');
CREATE OR REPLACE TRIGGER tenant_photos_audit_update AFTER UPDATE ON tenant_photos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('tenantPhoto', 'photo_id', 'content');
CREATE OR REPLACE TRIGGER tenant_photos_audit_delete AFTER DELETE ON tenant_photos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('tenantPhoto', 'photo_id', 'content');
