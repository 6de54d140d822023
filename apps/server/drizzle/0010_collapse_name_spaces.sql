-- Names are kept with inner runs of spaces collapsed to one (the contract's name builders), so that
-- a name is found as people type it. This brings the names saved before into line. A unique name
-- (room type, card vendor) that would then equal another one keeps its spaces: merging two
-- records is a person's decision, not a migration's.
UPDATE tenants
SET tenant_name = regexp_replace(tenant_name, '\s+', ' ', 'g'),
    contact_name = regexp_replace(contact_name, '\s+', ' ', 'g')
WHERE tenant_name <> regexp_replace(tenant_name, '\s+', ' ', 'g')
   OR contact_name <> regexp_replace(contact_name, '\s+', ' ', 'g');
--> statement-breakpoint
UPDATE employees
SET employee_name = regexp_replace(employee_name, '\s+', ' ', 'g')
WHERE employee_name <> regexp_replace(employee_name, '\s+', ' ', 'g');
--> statement-breakpoint
UPDATE users
SET first_name = regexp_replace(first_name, '\s+', ' ', 'g'),
    last_name = regexp_replace(last_name, '\s+', ' ', 'g')
WHERE first_name <> regexp_replace(first_name, '\s+', ' ', 'g')
   OR last_name <> regexp_replace(last_name, '\s+', ' ', 'g');
--> statement-breakpoint
UPDATE card_vendors
SET contact_name = regexp_replace(contact_name, '\s+', ' ', 'g')
WHERE contact_name <> regexp_replace(contact_name, '\s+', ' ', 'g');
--> statement-breakpoint
UPDATE card_vendors v
SET card_vendor_name = c.collapsed
FROM (
  SELECT card_vendor_id, regexp_replace(card_vendor_name, '\s+', ' ', 'g') AS collapsed,
         row_number() OVER (PARTITION BY regexp_replace(card_vendor_name, '\s+', ' ', 'g') ORDER BY card_vendor_id) AS nth
  FROM card_vendors
) c
WHERE v.card_vendor_id = c.card_vendor_id
  AND v.card_vendor_name <> c.collapsed
  AND c.nth = 1
  AND NOT EXISTS (SELECT 1 FROM card_vendors o WHERE o.card_vendor_name = c.collapsed);
--> statement-breakpoint
UPDATE room_types r
SET room_type_name = c.collapsed
FROM (
  SELECT room_type_id, regexp_replace(room_type_name, '\s+', ' ', 'g') AS collapsed,
         row_number() OVER (PARTITION BY regexp_replace(room_type_name, '\s+', ' ', 'g') ORDER BY room_type_id) AS nth
  FROM room_types
) c
WHERE r.room_type_id = c.room_type_id
  AND r.room_type_name <> c.collapsed
  AND c.nth = 1
  AND NOT EXISTS (SELECT 1 FROM room_types o WHERE o.room_type_name = c.collapsed);
