ALTER TABLE "reservations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_error" text;--> statement-breakpoint
CREATE INDEX "reservations_refund_due_idx" ON "reservations" USING btree ("refund_due_at");--> statement-breakpoint
-- the deposits that arrived before this column: held once through the provider, or declined
UPDATE "reservations" SET "paid_at" = "updated_at" WHERE "provider" <> 'dealer' AND "payment_ref" IS NOT NULL AND "deposit_cents" > 0 AND ("lead_id" IS NOT NULL OR "state" = 'declined');
