CREATE OR REPLACE TRIGGER stay_charges_audit_insert AFTER INSERT ON stay_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('stayCharge', 'stay_charge_id');
CREATE OR REPLACE TRIGGER stay_charges_audit_update AFTER UPDATE ON stay_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('stayCharge', 'stay_charge_id');
CREATE OR REPLACE TRIGGER stay_charges_audit_delete AFTER DELETE ON stay_charges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('stayCharge', 'stay_charge_id');
