CREATE TABLE "rate_limit_buckets" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"tokens" double precision NOT NULL,
	"at" bigint NOT NULL,
	"allowed" boolean NOT NULL,
	CONSTRAINT "rate_limit_buckets_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE TABLE "recent_views" (
	"key" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_at_idx" ON "rate_limit_buckets" USING btree ("at");--> statement-breakpoint
CREATE INDEX "recent_views_day_idx" ON "recent_views" USING btree ("day");