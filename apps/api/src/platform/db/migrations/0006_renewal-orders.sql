ALTER TABLE "orders" ADD COLUMN "renewal_period_start" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_renewal_per_period" ON "orders" USING btree ("membership_id","renewal_period_start") WHERE "orders"."renewal_period_start" IS NOT NULL;