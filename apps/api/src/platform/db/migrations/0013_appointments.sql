CREATE TABLE "appointment_available_intervals" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"appointment_type_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	CONSTRAINT "appointment_available_intervals_weekday" CHECK ("appointment_available_intervals"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "appointment_available_intervals_times" CHECK ("appointment_available_intervals"."start_time" < "appointment_available_intervals"."end_time")
);
--> statement-breakpoint
CREATE TABLE "appointment_type_class_pass_types" (
	"appointment_type_id" integer NOT NULL,
	"class_pass_type_id" integer NOT NULL,
	CONSTRAINT "appointment_type_class_pass_types_appointment_type_id_class_pass_type_id_pk" PRIMARY KEY("appointment_type_id","class_pass_type_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_type_membership_types" (
	"appointment_type_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	CONSTRAINT "appointment_type_membership_types_appointment_type_id_membership_type_id_pk" PRIMARY KEY("appointment_type_id","membership_type_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_type_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"appointment_type_id" integer NOT NULL,
	"text" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"direct_purchase_enabled" boolean DEFAULT false NOT NULL,
	"customer_point_of_payment" text DEFAULT 'in_app' NOT NULL,
	CONSTRAINT "appointment_types_duration_positive" CHECK ("appointment_types"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"appointment_type_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"branch_id" integer,
	"room_id" integer,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"payment_option" text NOT NULL,
	"cancelled_at" bigint DEFAULT 0 NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
CREATE INDEX "appointment_available_intervals_type" ON "appointment_available_intervals" USING btree ("client_id","appointment_type_id");--> statement-breakpoint
CREATE INDEX "appointment_type_questions_type" ON "appointment_type_questions" USING btree ("appointment_type_id");--> statement-breakpoint
CREATE INDEX "appointment_types_client" ON "appointment_types" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "appointments_teacher_date" ON "appointments" USING btree ("client_id","teacher_id","date");--> statement-breakpoint
CREATE INDEX "appointments_customer_date" ON "appointments" USING btree ("client_id","customer_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_live_per_teacher_start" ON "appointments" USING btree ("teacher_id","date","start_time") WHERE "appointments"."cancelled_at" = 0 AND NOT "appointments"."archived";