ALTER TABLE "images" ADD COLUMN "uploaded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_kept_token_hash" text;