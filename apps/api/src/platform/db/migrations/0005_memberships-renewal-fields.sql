ALTER TABLE "membership_pauses" ADD COLUMN "fee_paid_with_order_id" integer;--> statement-breakpoint
ALTER TABLE "membership_pauses" ADD COLUMN "is_applied_to_membership_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "renewal_failed_last_time_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "automatic_payment_processing_started" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "discount_code_number_of_reduced_payments_left" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "applies_to_limited_number_of_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "number_of_payments" integer DEFAULT 1 NOT NULL;