CREATE OR REPLACE TRIGGER reminders_audit_insert AFTER INSERT ON reminders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('reminder', 'reminder_id');
CREATE OR REPLACE TRIGGER reminders_audit_update AFTER UPDATE ON reminders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('reminder', 'reminder_id');
CREATE OR REPLACE TRIGGER reminders_audit_delete AFTER DELETE ON reminders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('reminder', 'reminder_id');
