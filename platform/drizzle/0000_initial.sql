CREATE TABLE "cars" (
	"id" integer PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"stocknum" text NOT NULL,
	"vin" text,
	"nvic" text,
	"status" text NOT NULL,
	"sold_at" timestamp with time zone,
	"car_type" text NOT NULL,
	"item_type" text NOT NULL,
	"tag" text,
	"reserved" boolean DEFAULT false NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"preorder" boolean DEFAULT false NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"badge" text,
	"series" text,
	"body" text NOT NULL,
	"simple_body" text NOT NULL,
	"fuel" text NOT NULL,
	"simple_fuel" text NOT NULL,
	"drive" text NOT NULL,
	"colour" text NOT NULL,
	"interior_colour" text,
	"transmission" text NOT NULL,
	"simple_transmission" text NOT NULL,
	"km" integer NOT NULL,
	"year" integer NOT NULL,
	"price" integer NOT NULL,
	"price_type" text,
	"before_price" integer,
	"offer_price" integer,
	"subscription_price" integer,
	"seats" integer,
	"doors" integer,
	"regplate" text,
	"rego_expiry" date,
	"compliance_date" text,
	"build_date" text,
	"engine_size" text,
	"views" integer DEFAULT 0 NOT NULL,
	"history_report_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"private_suburb" text,
	"private_postcode" text,
	"images" jsonb NOT NULL,
	"dealer_comments" text,
	"standard_equipment" jsonb NOT NULL,
	"show_on_dealer_website" boolean DEFAULT true NOT NULL,
	"payment_processors" jsonb NOT NULL,
	"finance_lenders" jsonb NOT NULL,
	"autograb" jsonb,
	"youx_quote" jsonb,
	"specifications" jsonb,
	"variant" jsonb
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"make" text,
	CONSTRAINT "dealerships_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "demo_loads" (
	"site_slug" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"car_count" integer NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"location_type" text NOT NULL,
	"location_subtype" jsonb NOT NULL,
	"manufacturers" jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"dealer_license_number" text,
	"motor_vehicle_repairer" text,
	"image" jsonb,
	"average_rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"distribution_locations" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"landline_phone" text,
	"timezone" text NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_dealership_status_idx" ON "cars" USING btree ("dealership_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_slug_idx" ON "cars" USING btree ("dealership_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealership_stocknum_idx" ON "cars" USING btree ("dealership_id","stocknum");--> statement-breakpoint
CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");