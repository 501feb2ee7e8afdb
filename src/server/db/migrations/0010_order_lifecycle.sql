CREATE TABLE "cancellation_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"user_type" text DEFAULT 'customer' NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_man_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_man_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"rating" double precision NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_men" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"image" text,
	"zone_id" integer,
	"vehicle_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"location_at" timestamp with time zone,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"method" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "rating" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_prompt_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_man_reviews" ADD CONSTRAINT "delivery_man_reviews_delivery_man_id_delivery_men_id_fk" FOREIGN KEY ("delivery_man_id") REFERENCES "public"."delivery_men"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_man_reviews" ADD CONSTRAINT "delivery_man_reviews_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_man_reviews" ADD CONSTRAINT "delivery_man_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_men" ADD CONSTRAINT "delivery_men_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_men" ADD CONSTRAINT "delivery_men_vehicle_id_delivery_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."delivery_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_man_reviews_order_idx" ON "delivery_man_reviews" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_man_id_delivery_men_id_fk" FOREIGN KEY ("delivery_man_id") REFERENCES "public"."delivery_men"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_item_idx" ON "reviews" USING btree ("order_id","item_id") WHERE "reviews"."order_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "cancellation_reasons" ("reason", "user_type") VALUES
	('I ordered by mistake', 'customer'),
	('I want to change the items or the address', 'customer'),
	('The delivery takes too long', 'customer'),
	('I found a better price elsewhere', 'customer'),
	('I will not be at the address', 'customer'),
	('Other', 'customer'),
	('The items are out of stock', 'store'),
	('The store is too busy', 'store'),
	('The customer cannot be reached', 'deliveryman');--> statement-breakpoint
INSERT INTO "refund_reasons" ("reason") VALUES
	('Items were missing'),
	('Items were damaged'),
	('Wrong items were delivered'),
	('The quality was poor'),
	('The order arrived too late');
