CREATE OR REPLACE TRIGGER tenants_audit AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION audit_row('tenant', 'tenant_id');

CREATE OR REPLACE TRIGGER tenant_photos_audit AFTER INSERT OR UPDATE OR DELETE ON tenant_photos
  FOR EACH ROW EXECUTE FUNCTION audit_row('tenantPhoto', 'photo_id', 'content');
