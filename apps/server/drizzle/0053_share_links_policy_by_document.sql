-- A share link's policy asks for its own document only: EXISTS of that bill, stay or payment
-- (each by its key, under its own table's policy), not whether the document is among every one
-- the user sees. `document_id IN (SELECT bill_id FROM bills)` read every bill and tested each
-- against the user's stays before one link of a bill list's page could be read: 317 ms for a
-- Manager at 50 properties, 12 ms this way (docs/PERFORMANCE.md). The same rows are visible.
ALTER POLICY "share_links_scope" ON "share_links" USING (current_setting('kamar.property_scope', true) = 'all' OR CASE "document_kind" WHEN 3 THEN EXISTS (SELECT 1 FROM bills b WHERE b.bill_id = "document_id") WHEN 4 THEN EXISTS (SELECT 1 FROM bookings b WHERE b.booking_id = "document_id") ELSE EXISTS (SELECT 1 FROM payments p WHERE p.payment_id = "document_id") END);
