-- The property a record belongs to when its writer names none (the spec's client, seeds, tests):
-- the oldest active property the caller works in (every one for the owner). One rule, kept here,
-- for every table that belongs to a property.
CREATE OR REPLACE FUNCTION default_property_id() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT p.property_id FROM properties p
  WHERE p.status = 1
    AND (coalesce(current_setting('kamar.property_scope', true), '') <> 'user'
         OR p.property_id IN (SELECT up.property_id FROM users_properties up
                              WHERE up.user_id = nullif(current_setting('kamar.user_id', true), '')::integer))
  ORDER BY p.property_id LIMIT 1
$$;

CREATE OR REPLACE FUNCTION property_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.property_id IS NULL THEN
    NEW.property_id := default_property_id();
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER rooms_property_default BEFORE INSERT ON rooms
  FOR EACH ROW EXECUTE FUNCTION property_default();
CREATE OR REPLACE TRIGGER room_types_property_default BEFORE INSERT ON room_types
  FOR EACH ROW EXECUTE FUNCTION property_default();
CREATE OR REPLACE TRIGGER floor_plan_cells_property_default BEFORE INSERT ON floor_plan_cells
  FOR EACH ROW EXECUTE FUNCTION property_default();
CREATE OR REPLACE TRIGGER employees_property_default BEFORE INSERT ON employees
  FOR EACH ROW EXECUTE FUNCTION property_default();
CREATE OR REPLACE TRIGGER tenants_property_default BEFORE INSERT ON tenants
  FOR EACH ROW EXECUTE FUNCTION property_default();
