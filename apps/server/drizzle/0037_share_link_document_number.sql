ALTER TABLE "share_links" ADD COLUMN "document_number" varchar(30);--> statement-breakpoint
-- Links made before: the receipt they showed is the payment's number as it stands now. A schema
-- change, no one's act: the links' audit trigger is off meanwhile.
ALTER TABLE "share_links" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "share_links" l SET "document_number" = p."receipt_number" FROM "payments" p WHERE l."document_kind" = 1 AND p."payment_id" = l."document_id";--> statement-breakpoint
UPDATE "share_links" l SET "document_number" = p."return_receipt_number" FROM "payments" p WHERE l."document_kind" = 2 AND p."payment_id" = l."document_id";--> statement-breakpoint
ALTER TABLE "share_links" ENABLE TRIGGER USER;
