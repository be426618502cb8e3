ALTER TABLE "memberships" ADD COLUMN "membership_campaign_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "membership_campaign_number_of_reduced_payments_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "discount_code_id" integer;