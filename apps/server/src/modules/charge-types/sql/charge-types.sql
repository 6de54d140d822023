CREATE OR REPLACE TRIGGER charge_types_audit AFTER INSERT OR UPDATE OR DELETE ON charge_types
  FOR EACH ROW EXECUTE FUNCTION audit_row('chargeType', 'charge_type_id');
