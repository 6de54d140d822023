CREATE OR REPLACE TRIGGER expenses_audit AFTER INSERT OR UPDATE OR DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION audit_row('expense', 'expense_id');

CREATE OR REPLACE TRIGGER recurring_expenses_audit AFTER INSERT OR UPDATE OR DELETE ON recurring_expenses
  FOR EACH ROW EXECUTE FUNCTION audit_row('recurringExpense', 'recurring_expense_id');
