CREATE TABLE "saved_search_snapshots" (
	"saved_search_id" bigint NOT NULL,
	"car_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "saved_search_snapshots_saved_search_id_car_id_pk" PRIMARY KEY("saved_search_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"email" text,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"last_alerted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_search_snapshots" ADD CONSTRAINT "saved_search_snapshots_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_site_user_address_idx" ON "saved_searches" USING btree ("site_slug","user_id","path","query");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_token_idx" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "saved_searches_site_channel_idx" ON "saved_searches" USING btree ("site_slug","channel");