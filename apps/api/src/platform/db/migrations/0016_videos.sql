CREATE TABLE "user_video_favorites" (
	"user_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	CONSTRAINT "user_video_favorites_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "video_filter_main_categories" (
	"video_filter_id" integer NOT NULL,
	"video_main_category_id" integer NOT NULL,
	CONSTRAINT "video_filter_main_categories_video_filter_id_video_main_category_id_pk" PRIMARY KEY("video_filter_id","video_main_category_id")
);
--> statement-breakpoint
CREATE TABLE "video_filter_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"video_filter_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_idx" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter_type" text DEFAULT 'custom' NOT NULL,
	"sort_idx" integer DEFAULT 0 NOT NULL,
	"show_in_more_filters" boolean DEFAULT false NOT NULL,
	"show_only_for_specific_main_categories" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_group_class_pass_types" (
	"video_group_id" integer NOT NULL,
	"class_pass_type_id" integer NOT NULL,
	CONSTRAINT "video_group_class_pass_types_video_group_id_class_pass_type_id_pk" PRIMARY KEY("video_group_id","class_pass_type_id")
);
--> statement-breakpoint
CREATE TABLE "video_group_events" (
	"video_group_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "video_group_events_video_group_id_event_id_pk" PRIMARY KEY("video_group_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "video_group_membership_types" (
	"video_group_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	CONSTRAINT "video_group_membership_types_video_group_id_membership_type_id_pk" PRIMARY KEY("video_group_id","membership_type_id")
);
--> statement-breakpoint
CREATE TABLE "video_group_videos" (
	"video_group_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	CONSTRAINT "video_group_videos_video_group_id_video_id_pk" PRIMARY KEY("video_group_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "video_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_videos_by" text DEFAULT 'created' NOT NULL,
	"sort_videos_direction" text DEFAULT 'desc' NOT NULL,
	"show_video_descriptions" boolean DEFAULT true NOT NULL,
	"public_access" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_main_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"sort_idx" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_related_videos" (
	"video_id" integer NOT NULL,
	"related_video_id" integer NOT NULL,
	"sort_idx" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_related_videos_video_id_related_video_id_pk" PRIMARY KEY("video_id","related_video_id")
);
--> statement-breakpoint
CREATE TABLE "video_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_teachers" (
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "video_teachers_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_video_filter_values" (
	"video_id" integer NOT NULL,
	"video_filter_value_id" integer NOT NULL,
	CONSTRAINT "video_video_filter_values_video_id_video_filter_value_id_pk" PRIMARY KEY("video_id","video_filter_value_id")
);
--> statement-breakpoint
CREATE TABLE "video_video_main_categories" (
	"video_id" integer NOT NULL,
	"video_main_category_id" integer NOT NULL,
	CONSTRAINT "video_video_main_categories_video_id_video_main_category_id_pk" PRIMARY KEY("video_id","video_main_category_id")
);
--> statement-breakpoint
CREATE TABLE "video_video_tags" (
	"video_id" integer NOT NULL,
	"video_tag_id" integer NOT NULL,
	CONSTRAINT "video_video_tags_video_id_video_tag_id_pk" PRIMARY KEY("video_id","video_tag_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"video_provider" text NOT NULL,
	"video_provider_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video_provider_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_data_fetched_at" bigint,
	"media_key" text,
	"show_in_customer_search" boolean DEFAULT true NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "videos_client_idx" ON "videos" USING btree ("client_id");