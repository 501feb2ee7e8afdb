CREATE TABLE "wallet_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bonus_type" text NOT NULL,
	"bonus_amount" numeric(12, 2) NOT NULL,
	"minimum_add_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"maximum_bonus_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
