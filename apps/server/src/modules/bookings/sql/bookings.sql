-- Bills (modules/bills/README.md): the period arithmetic, the kept sums and their checks, the
-- rent a booking starts from, and the bills and allocations of the stays already recorded.

-- 1. A booking's rent, when its writer leaves it out: the room type's price for its period.
CREATE OR REPLACE FUNCTION booking_rent_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.rent_amount IS NULL THEN
    SELECT CASE NEW.booking_type WHEN 1 THEN rt.price_daily WHEN 2 THEN rt.price_weekly
                                 WHEN 3 THEN rt.price_monthly ELSE rt.price_yearly END
      INTO NEW.rent_amount
    FROM rooms r JOIN room_types rt ON rt.room_type_id = r.room_type_id
    WHERE r.room_id = NEW.room_id;
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER bookings_rent_default BEFORE INSERT OR UPDATE OF rent_amount, room_id, booking_type ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_rent_default();
