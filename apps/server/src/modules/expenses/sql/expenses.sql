CREATE OR REPLACE TRIGGER expenses_audit AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION audit_row('expense', 'expense_id');
