CREATE OR REPLACE TRIGGER reminders_audit AFTER INSERT OR UPDATE OR DELETE ON reminders
  FOR EACH ROW EXECUTE FUNCTION audit_row('reminder', 'reminder_id');
