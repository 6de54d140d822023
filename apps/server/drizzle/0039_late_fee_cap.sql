ALTER TABLE "bill_lines" ADD COLUMN "late_fee_cap" bigint;--> statement-breakpoint
-- Per-day late fees counted before the cap was kept on the line take the cap set now (never below
-- what the line already holds). A schema change, no one's act: the lines' triggers (audit, kept
-- sums) are off meanwhile; the amounts do not move.
ALTER TABLE "bill_lines" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "bill_lines" l SET "late_fee_cap" = greatest(l."amount", coalesce((s."value"::jsonb ->> 'LATE_FEE_CAP')::bigint, 0))
FROM "app_settings" s WHERE s."key" = 'business_settings' AND l."kind" = 2 AND l."late_days" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ENABLE TRIGGER USER;
