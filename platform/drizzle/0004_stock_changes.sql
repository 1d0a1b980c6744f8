CREATE TABLE "stock_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealership_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
