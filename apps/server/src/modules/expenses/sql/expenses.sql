CREATE OR REPLACE TRIGGER expenses_audit_insert AFTER INSERT ON expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('expense', 'expense_id');
CREATE OR REPLACE TRIGGER expenses_audit_update AFTER UPDATE ON expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('expense', 'expense_id');
CREATE OR REPLACE TRIGGER expenses_audit_delete AFTER DELETE ON expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('expense', 'expense_id');

CREATE OR REPLACE TRIGGER recurring_expenses_audit_insert AFTER INSERT ON recurring_expenses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('recurringExpense', 'recurring_expense_id');
CREATE OR REPLACE TRIGGER recurring_expenses_audit_update AFTER UPDATE ON recurring_expenses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('recurringExpense', 'recurring_expense_id');
CREATE OR REPLACE TRIGGER recurring_expenses_audit_delete AFTER DELETE ON recurring_expenses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('recurringExpense', 'recurring_expense_id');
