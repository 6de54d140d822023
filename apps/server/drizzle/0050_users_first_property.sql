-- Managers and Front desk users who were there before properties work in the first one (0045 made
-- it and gave them none, so after the upgrade they saw nothing). Owners see every property. A
-- schema change, no one's act: the audit trigger is off meanwhile.
ALTER TABLE "users_properties" DISABLE TRIGGER USER;--> statement-breakpoint
INSERT INTO "users_properties" ("user_id", "property_id")
SELECT u."user_id", p."property_id" FROM "users" u, "properties" p
WHERE p."property_id" = (SELECT min("property_id") FROM "properties") AND u."role" <> 1
  AND u."create_date" < p."create_date"
  AND NOT EXISTS (SELECT 1 FROM "users_properties" up WHERE up."user_id" = u."user_id");--> statement-breakpoint
ALTER TABLE "users_properties" ENABLE TRIGGER USER;
