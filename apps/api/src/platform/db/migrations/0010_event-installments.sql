CREATE TABLE "event_signup_installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"event_signup_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_signup_installment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD COLUMN "event_signup_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "event_signup_installments_one_per_date" ON "event_signup_installments" USING btree ("event_signup_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_per_installment" ON "orders" USING btree ("event_signup_installment_id") WHERE "orders"."event_signup_installment_id" IS NOT NULL;