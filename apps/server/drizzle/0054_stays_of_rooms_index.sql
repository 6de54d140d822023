-- A staff user's stays, which the policies of every table that hangs on a stay ask for (their
-- bookings by room, `booking_id IN (SELECT booking_id FROM bookings)`; a tenant's by
-- `tenant_id IN (SELECT tenant_id FROM bookings)`), read from one index alone: the room with the
-- stay's and the tenant's ids beside it. bookings_room_idx found the 7,960 stays of a kos of 40
-- rooms and then read each from the table (7,142 pages, 2.5 ms, once per policy in a call); this
-- reads 80 pages (docs/PERFORMANCE.md, 50 properties).
CREATE INDEX IF NOT EXISTS bookings_room_stays_idx ON bookings (room_id) INCLUDE (booking_id, tenant_id);
