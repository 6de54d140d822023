CREATE TABLE "idempotent_calls" (
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"path" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"answer" jsonb,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_calls_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_calls_date_idx" ON "idempotent_calls" USING btree ("create_date");