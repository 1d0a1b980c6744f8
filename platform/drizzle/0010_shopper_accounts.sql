CREATE TABLE "shopper_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_code_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"phone_number" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_users" (
	"id" text PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"phone_number" text,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"site_slug" text NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopper_accounts" ADD CONSTRAINT "shopper_accounts_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_user_id_shopper_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."shopper_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_accounts_site_provider_idx" ON "shopper_accounts" USING btree ("site_slug","provider_id","account_id");--> statement-breakpoint
CREATE INDEX "shopper_accounts_user_idx" ON "shopper_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shopper_code_sends_site_phone_idx" ON "shopper_code_sends" USING btree ("site_slug","phone_number","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_sessions_site_token_idx" ON "shopper_sessions" USING btree ("site_slug","token");--> statement-breakpoint
CREATE INDEX "shopper_sessions_user_idx" ON "shopper_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_users_site_email_idx" ON "shopper_users" USING btree ("site_slug","email");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_users_site_phone_idx" ON "shopper_users" USING btree ("site_slug","phone_number");--> statement-breakpoint
CREATE INDEX "shopper_verifications_site_identifier_idx" ON "shopper_verifications" USING btree ("site_slug","identifier");