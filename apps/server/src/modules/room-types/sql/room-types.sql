CREATE OR REPLACE TRIGGER room_types_audit AFTER INSERT OR UPDATE OR DELETE ON room_types
  FOR EACH ROW EXECUTE FUNCTION audit_row('roomType', 'room_type_id');
