CREATE OR REPLACE TRIGGER employees_audit AFTER INSERT OR UPDATE OR DELETE ON employees
  FOR EACH ROW EXECUTE FUNCTION audit_row('employee', 'employee_id');
