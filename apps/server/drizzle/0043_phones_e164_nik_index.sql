CREATE INDEX "tenants_id_number_idx" ON "tenants" USING btree ("id_number");--> statement-breakpoint
-- Hand-written: phones kept in their one stored form (packages/contract/src/phone-number.ts):
-- 0812..., 00..., 620... and 812... become E.164 digits (62812...); anything else is left as it is.
-- A change of form, no one's act: the tables' triggers (audit) are off meanwhile.
ALTER TABLE "tenants" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "employees" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "card_vendors" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "tenants" SET "phone" = CASE
  WHEN "phone" LIKE '00%' THEN substr("phone", 3)
  WHEN "phone" LIKE '620%' THEN '62' || substr("phone", 4)
  WHEN "phone" LIKE '0%' THEN '62' || substr("phone", 2)
  ELSE '62' || "phone" END
WHERE "phone" ~ '^(0|8|620)[0-9]*$' AND length("phone") <= 18;
--> statement-breakpoint
UPDATE "tenants" SET "contact_phone" = CASE
  WHEN "contact_phone" LIKE '00%' THEN substr("contact_phone", 3)
  WHEN "contact_phone" LIKE '620%' THEN '62' || substr("contact_phone", 4)
  WHEN "contact_phone" LIKE '0%' THEN '62' || substr("contact_phone", 2)
  ELSE '62' || "contact_phone" END
WHERE "contact_phone" ~ '^(0|8|620)[0-9]*$' AND length("contact_phone") <= 18;
--> statement-breakpoint
UPDATE "employees" SET "phone" = CASE
  WHEN "phone" LIKE '00%' THEN substr("phone", 3)
  WHEN "phone" LIKE '620%' THEN '62' || substr("phone", 4)
  WHEN "phone" LIKE '0%' THEN '62' || substr("phone", 2)
  ELSE '62' || "phone" END
WHERE "phone" ~ '^(0|8|620)[0-9]*$' AND length("phone") <= 18;
--> statement-breakpoint
UPDATE "card_vendors" SET "phone" = CASE
  WHEN "phone" LIKE '00%' THEN substr("phone", 3)
  WHEN "phone" LIKE '620%' THEN '62' || substr("phone", 4)
  WHEN "phone" LIKE '0%' THEN '62' || substr("phone", 2)
  ELSE '62' || "phone" END
WHERE "phone" ~ '^(0|8|620)[0-9]*$' AND length("phone") <= 18;--> statement-breakpoint
ALTER TABLE "tenants" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "employees" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "card_vendors" ENABLE TRIGGER USER;
