CREATE TABLE "parcel_delivery_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instruction" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "parcel_delivery_instructions" ("instruction") VALUES
	('Handle with care: the parcel is fragile'),
	('Keep the parcel upright'),
	('Call the receiver before arriving'),
	('Leave it with the security guard if nobody answers'),
	('Do not fold or bend'),
	('Keep it away from water');
