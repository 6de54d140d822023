ALTER TABLE "gateway_anomalies" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_anomalies" ADD COLUMN "resolved_by" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_anomalies" ADD COLUMN "resolution" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "gateway_anomalies_open_idx" ON "gateway_anomalies" USING btree ("anomaly_id") WHERE "gateway_anomalies"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "gateway_anomalies" ADD CONSTRAINT "gateway_anomalies_resolved_check" CHECK (("gateway_anomalies"."resolved_at" is null) = ("gateway_anomalies"."resolution" = ''));