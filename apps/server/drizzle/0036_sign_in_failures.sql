CREATE TABLE "sign_in_failures" (
	"address" varchar(64) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"usernames" text[] NOT NULL
);
