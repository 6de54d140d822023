CREATE TABLE "login_throttle" (
	"username" varchar(100) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"admitted" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttle_username_ip_pk" PRIMARY KEY("username","ip")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"token_id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");