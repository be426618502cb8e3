ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "appointment_details" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_until" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;