CREATE OR REPLACE TRIGGER properties_audit AFTER INSERT OR UPDATE OR DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION audit_row('property', 'property_id');

-- A property given to or taken from a user: the entry is the user's (its id), naming the property.
CREATE OR REPLACE TRIGGER users_properties_audit AFTER INSERT OR UPDATE OR DELETE ON users_properties
  FOR EACH ROW EXECUTE FUNCTION audit_row('userProperty', 'user_id');

-- The property a record belongs to when its writer names none (the spec's client, seeds, tests):
-- the oldest active property. One rule, kept here, for every table that belongs to a property.
CREATE OR REPLACE FUNCTION default_property_id() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT property_id FROM properties WHERE status = 1 ORDER BY property_id LIMIT 1
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
