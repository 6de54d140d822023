CREATE OR REPLACE TRIGGER meter_readings_audit AFTER INSERT OR UPDATE OR DELETE ON meter_readings
  FOR EACH ROW EXECUTE FUNCTION audit_row('meterReading', 'meter_reading_id');
