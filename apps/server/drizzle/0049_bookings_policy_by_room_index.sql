-- A stay's policy names its rooms as one array, worked out once per statement (an InitPlan), so
-- the planner reads a user's stays by bookings_room_idx: `room_id IN (SELECT room_id FROM rooms)`
-- with `OR <scope> = 'all'` before it could only filter every stay in turn, and the policies of
-- payments, bills, allocations, reminders, arrears and tenants, which ask for the user's stays,
-- read all 250,000 of them on every call of a staff user (docs/PERFORMANCE.md, 50 properties).
-- The same rows: the rooms policy still decides (every room for 'all', none when unset).
ALTER POLICY "bookings_scope" ON "bookings" USING ("room_id" = ANY (ARRAY(SELECT room_id FROM rooms)));
