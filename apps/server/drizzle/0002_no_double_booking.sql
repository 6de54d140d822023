-- DESIGN.md section 4, "Stay and availability": two active (booking_status 1), not-deleted (status 1)
-- bookings of one room may never overlap. A stay occupies [check_in_date, check_out_date): the day
-- one stay ends another may begin; an empty check-out date is open-ended. PostgreSQL enforces this
-- under any concurrency, including undelete and reactivate.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking"
  EXCLUDE USING gist ("room_id" WITH =, daterange("check_in_date", "check_out_date", '[)') WITH &&)
  WHERE ("booking_status" = 1 AND "status" = 1);
