CREATE TABLE "reservation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"note" text,
	"provider_event_id" text
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"car_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"state" text NOT NULL,
	"deposit_cents" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"provider" text NOT NULL,
	"payment_ref" text,
	"lead_id" text,
	"contact" jsonb NOT NULL,
	"hold_hours" integer NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_events_provider_event_idx" ON "reservation_events" USING btree ("provider_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_site_idempotency_idx" ON "reservations" USING btree ("site_slug","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_car_holding_idx" ON "reservations" USING btree ("car_id") WHERE "reservations"."state" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "reservations_state_until_idx" ON "reservations" USING btree ("state","held_until");--> statement-breakpoint
CREATE INDEX "reservations_site_created_idx" ON "reservations" USING btree ("site_slug","created_at");