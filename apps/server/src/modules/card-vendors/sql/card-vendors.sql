CREATE OR REPLACE TRIGGER card_vendors_audit AFTER INSERT OR UPDATE OR DELETE ON card_vendors
  FOR EACH ROW EXECUTE FUNCTION audit_row('cardVendor', 'card_vendor_id');
