-- The bill tables get the same audit trigger as every other business table. It is attached after
-- the bills of existing stays were made and their payments allocated, so that one-time build (a
-- migration, no one's act) does not write an audit entry per bill, line and allocation.
-- bill_totals holds kept sums, like money_totals, and is not audited.
CREATE OR REPLACE TRIGGER bills_audit_insert AFTER INSERT ON bills
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('bill', 'bill_id');
CREATE OR REPLACE TRIGGER bills_audit_update AFTER UPDATE ON bills
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('bill', 'bill_id');
CREATE OR REPLACE TRIGGER bills_audit_delete AFTER DELETE ON bills
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('bill', 'bill_id');

CREATE OR REPLACE TRIGGER bill_lines_audit_insert AFTER INSERT ON bill_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('billLine', 'bill_line_id');
CREATE OR REPLACE TRIGGER bill_lines_audit_update AFTER UPDATE ON bill_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('billLine', 'bill_line_id');
CREATE OR REPLACE TRIGGER bill_lines_audit_delete AFTER DELETE ON bill_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('billLine', 'bill_line_id');

CREATE OR REPLACE TRIGGER bill_allocations_audit_insert AFTER INSERT ON bill_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('billAllocation', 'allocation_id');
CREATE OR REPLACE TRIGGER bill_allocations_audit_update AFTER UPDATE ON bill_allocations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('billAllocation', 'allocation_id');
CREATE OR REPLACE TRIGGER bill_allocations_audit_delete AFTER DELETE ON bill_allocations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('billAllocation', 'allocation_id');
