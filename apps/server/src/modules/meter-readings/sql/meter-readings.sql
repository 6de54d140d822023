CREATE OR REPLACE TRIGGER meter_readings_audit_insert AFTER INSERT ON meter_readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('meterReading', 'meter_reading_id');
CREATE OR REPLACE TRIGGER meter_readings_audit_update AFTER UPDATE ON meter_readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('meterReading', 'meter_reading_id');
CREATE OR REPLACE TRIGGER meter_readings_audit_delete AFTER DELETE ON meter_readings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('meterReading', 'meter_reading_id');
