CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_livestream_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"used_membership_id" integer,
	"used_class_pass_id" integer,
	"class_pass_classes_spent" integer DEFAULT 0 NOT NULL,
	"class_series_id" integer,
	"cancelled_at" bigint DEFAULT 0 NOT NULL,
	"notification_email_sent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_pass_type_class_types" (
	"class_pass_type_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"livestream" boolean DEFAULT false NOT NULL,
	CONSTRAINT "class_pass_type_class_types_class_pass_type_id_class_type_id_livestream_pk" PRIMARY KEY("class_pass_type_id","class_type_id","livestream")
);
--> statement-breakpoint
CREATE TABLE "class_pass_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"pass_type" text NOT NULL,
	"number_of_classes" integer DEFAULT 0 NOT NULL,
	"days" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"for_sale" boolean DEFAULT true NOT NULL,
	"limited_number_per_customer" boolean DEFAULT false NOT NULL,
	"max_number_per_customer" integer DEFAULT 1 NOT NULL,
	"has_max_number_of_simultaneous_bookings" boolean DEFAULT false NOT NULL,
	"max_number_of_simultaneous_bookings" integer DEFAULT 0 NOT NULL,
	"access_all_videos" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"class_pass_type_id" integer NOT NULL,
	"order_id" integer,
	"classes_left" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"valid_until" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"class_series_type_id" integer NOT NULL,
	"classes_left" integer DEFAULT 0 NOT NULL,
	"valid_until" date,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "class_series_type_classes" (
	"class_series_type_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"livestream" boolean DEFAULT false NOT NULL,
	CONSTRAINT "class_series_type_classes_class_series_type_id_class_id_livestream_pk" PRIMARY KEY("class_series_type_id","class_id","livestream")
);
--> statement-breakpoint
CREATE TABLE "class_series_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"for_sale" boolean DEFAULT true NOT NULL,
	"valid_until" date,
	"allow_cancel_individual_signups" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"used_membership_id" integer,
	"used_class_pass_id" integer,
	"class_pass_classes_spent" integer DEFAULT 0 NOT NULL,
	"class_series_id" integer,
	"cancelled_at" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"checked_in" bigint DEFAULT 0 NOT NULL,
	"late_cancel" boolean DEFAULT false NOT NULL,
	"no_show_fee_applied" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "class_teachers_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#12169C' NOT NULL,
	"image_id" integer
);
--> statement-breakpoint
CREATE TABLE "class_waiting_list_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"used_membership_id" integer,
	"used_class_pass_id" integer,
	"class_pass_classes_spent" integer DEFAULT 0 NOT NULL,
	"class_series_id" integer,
	"cancelled_at" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"class_type_id" integer NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"room_id" integer,
	"seats" integer NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"studio_attendance_enabled" boolean DEFAULT true NOT NULL,
	"livestream_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_settings" (
	"client_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "client_settings_client_id_key_pk" PRIMARY KEY("client_id","key")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"address_1" text DEFAULT '' NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'DK' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"sms_sender_name" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"logo_id" integer,
	"logo_white_id" integer,
	"terms" text DEFAULT '' NOT NULL,
	"class_signoff_deadline_minutes" integer DEFAULT 720 NOT NULL,
	"plan" text DEFAULT 'studio' NOT NULL,
	"extended_video_enabled" boolean DEFAULT false NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"original_filename" text DEFAULT '' NOT NULL,
	"original_width" integer DEFAULT 0 NOT NULL,
	"original_height" integer DEFAULT 0 NOT NULL,
	"filename" text NOT NULL,
	"expires" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_type_class_types" (
	"membership_type_id" integer NOT NULL,
	"class_type_id" integer NOT NULL,
	"livestream" boolean DEFAULT false NOT NULL,
	CONSTRAINT "membership_type_class_types_membership_type_id_class_type_id_livestream_pk" PRIMARY KEY("membership_type_id","class_type_id","livestream")
);
--> statement-breakpoint
CREATE TABLE "membership_type_payment_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"number_of_months_payment_covers" integer DEFAULT 1 NOT NULL,
	"payment_amount" numeric(12, 2) NOT NULL,
	"for_sale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"has_max_number_of_classes_per_week" boolean DEFAULT false NOT NULL,
	"max_number_of_classes_per_week" integer DEFAULT 0 NOT NULL,
	"has_max_number_of_simultaneous_bookings" boolean DEFAULT false NOT NULL,
	"max_number_of_simultaneous_bookings" integer DEFAULT 0 NOT NULL,
	"has_max_number_of_memberships" boolean DEFAULT false NOT NULL,
	"max_number_of_memberships" integer DEFAULT 0 NOT NULL,
	"access_all_videos" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"payment_option_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_because" text,
	"start_date" date NOT NULL,
	"paid_until" date NOT NULL,
	"cancelled_from_date" date,
	"renewal_failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_show_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"class_signup_id" integer NOT NULL,
	"membership_id" integer,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"reason" text NOT NULL,
	"days_deducted" integer DEFAULT 0 NOT NULL,
	"paid_with_order_id" integer
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"branch_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_branches" (
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "user_branches_user_id_branch_id_pk" PRIMARY KEY("user_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"address_1" text DEFAULT '' NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'DK' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"image_id" integer,
	"customer" boolean DEFAULT true NOT NULL,
	"teacher" boolean DEFAULT false NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"checkin" boolean DEFAULT false NOT NULL,
	"teacher_description" text DEFAULT '' NOT NULL,
	"customer_additional_info" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"livestream_time_display_mode" text DEFAULT 'remaining' NOT NULL,
	"reset_password_token" text,
	"reset_password_token_expires" bigint,
	"email_confirmation_token" text,
	"email_confirmation_token_expires" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "class_livestream_signups_one_active" ON "class_livestream_signups" USING btree ("class_id","user_id") WHERE "class_livestream_signups"."cancelled_at" = 0 AND NOT "class_livestream_signups"."archived";--> statement-breakpoint
CREATE INDEX "class_livestream_signups_user" ON "class_livestream_signups" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "class_series_type_classes_class" ON "class_series_type_classes" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_signups_one_active" ON "class_signups" USING btree ("class_id","user_id") WHERE "class_signups"."cancelled_at" = 0 AND NOT "class_signups"."archived";--> statement-breakpoint
CREATE INDEX "class_signups_user" ON "class_signups" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_waiting_list_signups_one_active" ON "class_waiting_list_signups" USING btree ("class_id","user_id") WHERE "class_waiting_list_signups"."cancelled_at" = 0 AND NOT "class_waiting_list_signups"."archived";--> statement-breakpoint
CREATE INDEX "class_waiting_list_signups_user" ON "class_waiting_list_signups" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "classes_client_date" ON "classes" USING btree ("client_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_email_active" ON "users" USING btree ("client_id",lower("email")) WHERE NOT "users"."archived";