CREATE OR REPLACE TRIGGER rooms_audit_insert AFTER INSERT ON rooms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('room', 'room_id');
CREATE OR REPLACE TRIGGER rooms_audit_update AFTER UPDATE ON rooms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('room', 'room_id');
CREATE OR REPLACE TRIGGER rooms_audit_delete AFTER DELETE ON rooms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('room', 'room_id');

CREATE OR REPLACE TRIGGER floor_plan_cells_audit_insert AFTER INSERT ON floor_plan_cells
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('floorPlanCell', 'cell_id');
CREATE OR REPLACE TRIGGER floor_plan_cells_audit_update AFTER UPDATE ON floor_plan_cells
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('floorPlanCell', 'cell_id');
CREATE OR REPLACE TRIGGER floor_plan_cells_audit_delete AFTER DELETE ON floor_plan_cells
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_rows('floorPlanCell', 'cell_id');
