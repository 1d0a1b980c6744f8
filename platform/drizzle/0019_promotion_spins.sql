CREATE TABLE "promotion_spins" (
	"site_slug" text NOT NULL,
	"promotion_id" text NOT NULL,
	"user_id" text NOT NULL,
	"slot_id" text NOT NULL,
	"label" text NOT NULL,
	"wins" boolean NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_spins_site_slug_promotion_id_user_id_pk" PRIMARY KEY("site_slug","promotion_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "promotion_spins" ADD CONSTRAINT "promotion_spins_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_spins_slot_idx" ON "promotion_spins" USING btree ("site_slug","promotion_id","slot_id");