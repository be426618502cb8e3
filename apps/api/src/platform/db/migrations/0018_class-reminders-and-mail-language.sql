ALTER TABLE "users" ADD COLUMN "class_reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "class_livestream_signups" ADD COLUMN "reminder_sent_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_livestream_signups" ADD COLUMN "class_cancelled_mail_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "reminder_sent_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_signups" ADD COLUMN "class_cancelled_mail_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_waiting_list_signups" ADD COLUMN "reminder_sent_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_waiting_list_signups" ADD COLUMN "class_cancelled_mail_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "expiry_mail_sent_for" text;--> statement-breakpoint
-- Classes cancelled before this release: their customers were told by the studio, not by us.
UPDATE "class_signups" SET "class_cancelled_mail_at" = 1 WHERE "class_id" IN (SELECT "id" FROM "classes" WHERE "cancelled");--> statement-breakpoint
UPDATE "class_livestream_signups" SET "class_cancelled_mail_at" = 1 WHERE "class_id" IN (SELECT "id" FROM "classes" WHERE "cancelled");--> statement-breakpoint
UPDATE "class_waiting_list_signups" SET "class_cancelled_mail_at" = 1 WHERE "class_id" IN (SELECT "id" FROM "classes" WHERE "cancelled");
