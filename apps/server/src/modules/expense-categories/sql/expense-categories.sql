CREATE OR REPLACE TRIGGER expense_categories_audit AFTER INSERT OR UPDATE OR DELETE ON expense_categories
  FOR EACH ROW EXECUTE FUNCTION audit_row('expenseCategory', 'expense_category_id');
