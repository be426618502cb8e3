CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer,
	"item_count" integer DEFAULT 1 NOT NULL,
	"payment_option_id" integer,
	"membership_campaign_id" integer,
	"use_immediately_after_purchase" jsonb,
	"appointment_details" jsonb,
	"real_user_name" text
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"discount_percent" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"valid_for_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_customer_limit" boolean DEFAULT false NOT NULL,
	"customer_limit" integer DEFAULT 0 NOT NULL,
	"has_use_per_customer_limit" boolean DEFAULT false NOT NULL,
	"use_per_customer_limit" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"code" text,
	"recipient_email" text DEFAULT '' NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"giver_email" text NOT NULL,
	"giver_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"paid_with_order_id" integer,
	"valid_until" date,
	"amount" numeric(12, 2) NOT NULL,
	"amount_left" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sent_at" bigint DEFAULT 0 NOT NULL,
	"sent_by" text,
	"sent_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"number_of_months_at_reduced_price" integer DEFAULT 1 NOT NULL,
	"reduced_price" numeric(12, 2) NOT NULL,
	"min_number_of_months_since_customer_last_had_membership_type" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer,
	"name" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"item_price" numeric(12, 2) NOT NULL,
	"total_price" numeric(12, 2) NOT NULL,
	"vat_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"applied_discount_code_amount" numeric(12, 2),
	"payment_option_id" integer,
	"membership_campaign_id" integer,
	"membership_renewal_membership_type" integer,
	"use_immediately_after_purchase" jsonb
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"non_user_email" text,
	"non_user_name" text,
	"total" numeric(12, 2) NOT NULL,
	"vat_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payment_service_provider" text,
	"payment_provider_order_id" text,
	"paid" bigint DEFAULT 0 NOT NULL,
	"payment_failed" bigint DEFAULT 0 NOT NULL,
	"receipt_sent" bigint DEFAULT 0 NOT NULL,
	"fulfilled" bigint DEFAULT 0 NOT NULL,
	"invoice_id" integer DEFAULT 0 NOT NULL,
	"receipt_token" text,
	"transaction_id" text,
	"transaction_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"pay_type" text,
	"card_prefix" text,
	"card_last_4_digits" text,
	"card_expiration" text,
	"masked_card" text,
	"gateway_statuscode" text,
	"test" boolean DEFAULT false NOT NULL,
	"membership_id" integer,
	"payment_subscription_id" integer
);
--> statement-breakpoint
CREATE TABLE "payment_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"membership_id" integer,
	"payment_service_provider" text NOT NULL,
	"payment_provider_subscription_id" text NOT NULL,
	"payment_provider_customer_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"pay_type" text,
	"card_prefix" text,
	"card_last_4_digits" text,
	"card_expiration" text
);
--> statement-breakpoint
CREATE TABLE "price_group_items" (
	"price_group_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"sort_in_price_group" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_group_items_price_group_id_item_type_item_id_pk" PRIMARY KEY("price_group_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "price_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"show_in_default_price_list" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"price" numeric(12, 2) NOT NULL,
	"for_sale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_pass_types" ADD COLUMN "send_email_to_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "for_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "registration_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "active_campaign_id" integer;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "send_email_to_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "order_id" integer;--> statement-breakpoint
CREATE INDEX "cart_items_user" ON "cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discount_codes_name" ON "discount_codes" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code" ON "gift_cards" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id");