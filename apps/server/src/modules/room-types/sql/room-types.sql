CREATE OR REPLACE TRIGGER room_types_audit_insert AFTER INSERT ON room_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('roomType', 'room_type_id');
CREATE OR REPLACE TRIGGER room_types_audit_update AFTER UPDATE ON room_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('roomType', 'room_type_id');
CREATE OR REPLACE TRIGGER room_types_audit_delete AFTER DELETE ON room_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('roomType', 'room_type_id');
