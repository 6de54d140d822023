CREATE OR REPLACE TRIGGER charge_types_audit_insert AFTER INSERT ON charge_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('chargeType', 'charge_type_id');
CREATE OR REPLACE TRIGGER charge_types_audit_update AFTER UPDATE ON charge_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('chargeType', 'charge_type_id');
CREATE OR REPLACE TRIGGER charge_types_audit_delete AFTER DELETE ON charge_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('chargeType', 'charge_type_id');
