CREATE OR REPLACE TRIGGER rooms_audit AFTER INSERT OR UPDATE OR DELETE ON rooms
  FOR EACH ROW EXECUTE FUNCTION audit_row('room', 'room_id');

CREATE OR REPLACE TRIGGER floor_plan_cells_audit AFTER INSERT OR UPDATE OR DELETE ON floor_plan_cells
  FOR EACH ROW EXECUTE FUNCTION audit_row('floorPlanCell', 'cell_id');
