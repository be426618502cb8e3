ALTER TABLE "orders" ADD COLUMN "hold_until" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
CREATE INDEX "orders_live_holds" ON "orders" USING btree ("client_id","hold_until") WHERE "orders"."paid" = 0 AND "orders"."fulfilled" = 0 AND "orders"."payment_failed" = 0;