CREATE OR REPLACE TRIGGER deposit_deductions_audit_insert AFTER INSERT ON deposit_deductions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('depositDeduction', 'deduction_id');
CREATE OR REPLACE TRIGGER deposit_deductions_audit_update AFTER UPDATE ON deposit_deductions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('depositDeduction', 'deduction_id');
CREATE OR REPLACE TRIGGER deposit_deductions_audit_delete AFTER DELETE ON deposit_deductions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('depositDeduction', 'deduction_id');
