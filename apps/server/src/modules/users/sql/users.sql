CREATE OR REPLACE TRIGGER users_audit_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('user', 'user_id', 'password_hash');
CREATE OR REPLACE TRIGGER users_audit_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('user', 'user_id', 'password_hash');
CREATE OR REPLACE TRIGGER users_audit_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('user', 'user_id', 'password_hash');
