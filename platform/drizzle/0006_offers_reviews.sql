CREATE TABLE "offers" (
	"id" integer PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"disclaimer" text,
	"category" text,
	"image_url" text,
	"model_name" text,
	"model_slug" text,
	"model_override_url" text,
	"manufacturer" text,
	"excluded_website_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popup" boolean DEFAULT false NOT NULL,
	"expires_on" date,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"text" text,
	"rating" integer NOT NULL,
	"review_date" timestamp with time zone NOT NULL,
	"reply_text" text,
	"reply_date" timestamp with time zone,
	"image_url" text
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_dealership_idx" ON "offers" USING btree ("dealership_id","position");--> statement-breakpoint
CREATE INDEX "reviews_location_date_idx" ON "reviews" USING btree ("location_id","review_date");