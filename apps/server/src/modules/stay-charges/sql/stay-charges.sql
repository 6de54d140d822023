CREATE OR REPLACE TRIGGER stay_charges_audit AFTER INSERT OR UPDATE OR DELETE ON stay_charges
  FOR EACH ROW EXECUTE FUNCTION audit_row('stayCharge', 'stay_charge_id');
