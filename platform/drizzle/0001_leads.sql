CREATE TABLE "lead_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"destination" text NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"form" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"car_id" integer,
	"values" jsonb NOT NULL,
	"vehicle" jsonb,
	"attributes" jsonb NOT NULL,
	"url" text,
	"user_agent" text,
	"ip_hash" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_site_idempotency_idx" ON "leads" USING btree ("site_slug","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_site_created_idx" ON "leads" USING btree ("site_slug","created_at");