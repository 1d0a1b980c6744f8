CREATE TABLE "models" (
	"id" integer PRIMARY KEY NOT NULL,
	"manufacturer" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"categories" jsonb NOT NULL,
	"status" text NOT NULL,
	"all_new" boolean DEFAULT false NOT NULL,
	"override_url" text,
	"image_url" text,
	"tagline" text DEFAULT '' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_price" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "models_manufacturer_slug_idx" ON "models" USING btree ("manufacturer","slug");