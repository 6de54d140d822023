CREATE OR REPLACE TRIGGER card_vendors_audit_insert AFTER INSERT ON card_vendors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('cardVendor', 'card_vendor_id');
CREATE OR REPLACE TRIGGER card_vendors_audit_update AFTER UPDATE ON card_vendors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('cardVendor', 'card_vendor_id');
CREATE OR REPLACE TRIGGER card_vendors_audit_delete AFTER DELETE ON card_vendors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('cardVendor', 'card_vendor_id');
