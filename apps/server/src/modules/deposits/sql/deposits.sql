CREATE OR REPLACE TRIGGER deposit_deductions_audit AFTER INSERT OR UPDATE OR DELETE ON deposit_deductions
  FOR EACH ROW EXECUTE FUNCTION audit_row('depositDeduction', 'deduction_id');
