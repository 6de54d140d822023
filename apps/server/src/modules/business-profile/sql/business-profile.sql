CREATE OR REPLACE TRIGGER business_logos_audit AFTER INSERT OR UPDATE OR DELETE ON business_logos
  FOR EACH ROW EXECUTE FUNCTION audit_row('businessLogo', 'logo_id', 'content');

-- Audited as every business table (0012): the logo's bytes read "changed". document_numbers is a
-- counter, like money_totals: each number taken shows in its payment's own entry.
CREATE OR REPLACE TRIGGER business_profile_audit AFTER INSERT OR UPDATE OR DELETE ON business_profile
  FOR EACH ROW EXECUTE FUNCTION audit_row('businessProfile', 'profile_id');
