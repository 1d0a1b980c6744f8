CREATE TABLE "shopper_favourites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"user_id" text NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopper_favourites" ADD CONSTRAINT "shopper_favourites_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_favourites_site_user_car_idx" ON "shopper_favourites" USING btree ("site_slug","user_id","car_id");