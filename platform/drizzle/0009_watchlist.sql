CREATE TABLE "watchlist_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"user_id" text NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_entries_site_user_car_idx" ON "watchlist_entries" USING btree ("site_slug","user_id","car_id");