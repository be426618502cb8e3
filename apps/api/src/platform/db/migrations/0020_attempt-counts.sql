CREATE TABLE "attempt_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" bigint NOT NULL
);
