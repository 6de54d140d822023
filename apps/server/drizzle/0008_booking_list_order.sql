-- The booking list's order (latest check-in first) read straight from an index, so its first pages
-- never sort 250,000 bookings (bench/, docs/PERFORMANCE.md).
CREATE INDEX IF NOT EXISTS bookings_list_order_idx ON bookings (check_in_date DESC, booking_id DESC);
