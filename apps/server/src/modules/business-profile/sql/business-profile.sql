CREATE OR REPLACE TRIGGER business_logos_audit_insert AFTER INSERT ON business_logos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('businessLogo', 'logo_id', 'content');
CREATE OR REPLACE TRIGGER business_logos_audit_update AFTER UPDATE ON business_logos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('businessLogo', 'logo_id', 'content');
CREATE OR REPLACE TRIGGER business_logos_audit_delete AFTER DELETE ON business_logos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('businessLogo', 'logo_id', 'content');

-- Audited as every business table (0012): the logo's bytes read "changed". document_numbers is a
-- counter, like money_totals: each number taken shows in its payment's own entry.
CREATE OR REPLACE TRIGGER business_profile_audit_insert AFTER INSERT ON business_profile
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('businessProfile', 'profile_id');
CREATE OR REPLACE TRIGGER business_profile_audit_update AFTER UPDATE ON business_profile
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('businessProfile', 'profile_id');
CREATE OR REPLACE TRIGGER business_profile_audit_delete AFTER DELETE ON business_profile
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('businessProfile', 'profile_id');
