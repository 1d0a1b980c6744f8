-- New car ids come from a sequence (two imports at once never share one), after every id stored.
CREATE SEQUENCE "public"."car_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('"public"."car_ids"', greatest((SELECT coalesce(max("id"), 0) FROM "cars"), 1));--> statement-breakpoint
-- A car is reserved while the dealer says so or a reservation holds it: two flags, each written
-- by its own side, and the flag everything reads made of both.
ALTER TABLE "cars" ADD COLUMN "dealer_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "reservation_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "cars" SET "reservation_held" = EXISTS (SELECT 1 FROM "reservations" r WHERE r."car_id" = "cars"."id" AND r."state" IN ('held', 'confirmed'));--> statement-breakpoint
UPDATE "cars" SET "dealer_reserved" = "reserved" AND NOT "reservation_held";--> statement-breakpoint
ALTER TABLE "cars" DROP COLUMN "reserved";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "reserved" boolean GENERATED ALWAYS AS (dealer_reserved or reservation_held) STORED NOT NULL;
