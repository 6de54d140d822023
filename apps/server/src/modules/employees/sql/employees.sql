CREATE OR REPLACE TRIGGER employees_audit_insert AFTER INSERT ON employees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('employee', 'employee_id');
CREATE OR REPLACE TRIGGER employees_audit_update AFTER UPDATE ON employees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('employee', 'employee_id');
CREATE OR REPLACE TRIGGER employees_audit_delete AFTER DELETE ON employees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('employee', 'employee_id');
