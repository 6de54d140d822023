CREATE OR REPLACE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'user_id', 'password_hash');
