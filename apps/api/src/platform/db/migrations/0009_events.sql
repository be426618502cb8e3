CREATE TABLE "event_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"color" text DEFAULT '#12169C' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image_id" integer
);
--> statement-breakpoint
CREATE TABLE "event_installment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"order_id" integer,
	"installment_payments_enabled" boolean DEFAULT false NOT NULL,
	"installment_payment_failed_number_of_times" integer DEFAULT 0 NOT NULL,
	"installment_payment_failed_last_time_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_teachers" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "event_teachers_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"time_freetext" text DEFAULT '' NOT NULL,
	"seats" integer NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"use_time_slots" boolean DEFAULT true NOT NULL,
	"show_in_calendar" boolean DEFAULT true NOT NULL,
	"color" text DEFAULT '#12169C' NOT NULL,
	"send_email_to_customer" boolean DEFAULT false NOT NULL,
	"email_subject" text DEFAULT '' NOT NULL,
	"email_body" text DEFAULT '' NOT NULL,
	"room_id" integer,
	"event_group_id" integer,
	"image_id" integer,
	"installment_payments_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_installment_plans_event" ON "event_installment_plans" USING btree ("event_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "event_signups_one_active" ON "event_signups" USING btree ("event_id","user_id") WHERE NOT "event_signups"."archived";--> statement-breakpoint
CREATE INDEX "event_signups_user" ON "event_signups" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "event_time_slots_client_date" ON "event_time_slots" USING btree ("client_id","date");--> statement-breakpoint
CREATE INDEX "event_time_slots_event" ON "event_time_slots" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_client_start" ON "events" USING btree ("client_id","start_date");