-- The bill tables get the same audit trigger as every other business table. It is attached after
-- the bills of existing stays were made and their payments allocated, so that one-time build (a
-- migration, no one's act) does not write an audit entry per bill, line and allocation.
-- bill_totals holds kept sums, like money_totals, and is not audited.
CREATE OR REPLACE TRIGGER bills_audit AFTER INSERT OR UPDATE OR DELETE ON bills
  FOR EACH ROW EXECUTE FUNCTION audit_row('bill', 'bill_id');

CREATE OR REPLACE TRIGGER bill_lines_audit AFTER INSERT OR UPDATE OR DELETE ON bill_lines
  FOR EACH ROW EXECUTE FUNCTION audit_row('billLine', 'bill_line_id');

CREATE OR REPLACE TRIGGER bill_allocations_audit AFTER INSERT OR UPDATE OR DELETE ON bill_allocations
  FOR EACH ROW EXECUTE FUNCTION audit_row('billAllocation', 'allocation_id');
