CREATE OR REPLACE TRIGGER expense_categories_audit_insert AFTER INSERT ON expense_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('expenseCategory', 'expense_category_id');
CREATE OR REPLACE TRIGGER expense_categories_audit_update AFTER UPDATE ON expense_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('expenseCategory', 'expense_category_id');
CREATE OR REPLACE TRIGGER expense_categories_audit_delete AFTER DELETE ON expense_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('expenseCategory', 'expense_category_id');
