ALTER TABLE "clients" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_key_unique" UNIQUE("key");