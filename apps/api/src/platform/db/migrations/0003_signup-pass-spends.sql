CREATE TABLE "class_signup_pass_spends" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"updated_at" bigint DEFAULT (extract(epoch from now()) * 1000)::bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"client_id" integer NOT NULL,
	"class_signup_id" integer NOT NULL,
	"class_pass_id" integer NOT NULL,
	"classes_spent" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "class_signup_pass_spends_signup" ON "class_signup_pass_spends" USING btree ("class_signup_id");