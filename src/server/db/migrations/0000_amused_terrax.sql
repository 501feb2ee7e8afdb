CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"address_type" text NOT NULL,
	"contact_person_name" text NOT NULL,
	"contact_person_number" text NOT NULL,
	"contact_person_email" text,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone_id" integer,
	"floor" text,
	"road" text,
	"house" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"data" integer,
	"link" text,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_stores" (
	"campaign_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	CONSTRAINT "campaign_stores_campaign_id_store_id_pk" PRIMARY KEY("campaign_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text DEFAULT '00:00:00' NOT NULL,
	"end_time" text DEFAULT '23:59:59' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"module_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_type" text DEFAULT 'Item' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"variation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_qtys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"customer_id" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"cashback_type" text NOT NULL,
	"same_user_limit" integer DEFAULT 1 NOT NULL,
	"total_used" integer DEFAULT 0 NOT NULL,
	"cashback_amount" numeric(12, 2) NOT NULL,
	"min_purchase" numeric(12, 2) DEFAULT 0 NOT NULL,
	"max_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"module_id" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_type" text NOT NULL,
	"receiver_id" integer NOT NULL,
	"last_message_time" timestamp with time zone,
	"unread_message_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"start_date" text NOT NULL,
	"expire_date" text NOT NULL,
	"min_purchase" numeric(12, 2) DEFAULT 0 NOT NULL,
	"max_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"coupon_type" text NOT NULL,
	"limit" integer,
	"status" boolean DEFAULT true NOT NULL,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_uses" integer DEFAULT 0 NOT NULL,
	"module_id" integer NOT NULL,
	"created_by" text DEFAULT 'admin' NOT NULL,
	"customer_id" jsonb DEFAULT '["all"]'::jsonb NOT NULL,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"email" text,
	"password_hash" text,
	"image" text,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"interest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cm_firebase_token" text,
	"login_medium" text DEFAULT 'manual' NOT NULL,
	"social_id" text,
	"zone_id" integer,
	"wallet_balance" numeric(12, 2) DEFAULT 0 NOT NULL,
	"loyalty_point" integer DEFAULT 0 NOT NULL,
	"ref_code" text,
	"ref_by" integer,
	"current_language_key" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_phone_unique" UNIQUE("phone"),
	CONSTRAINT "customers_email_unique" UNIQUE("email"),
	CONSTRAINT "customers_ref_code_unique" UNIQUE("ref_code")
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"flash_sale_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"discount_type" text NOT NULL,
	"discount" numeric(12, 2) NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"module_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"admin_discount_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"vendor_discount_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_publish" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip_address" text,
	"fcm_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"category_ids" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_type" text DEFAULT 'percent' NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"available_time_starts" text DEFAULT '00:00:00' NOT NULL,
	"available_time_ends" text DEFAULT '23:59:59' NOT NULL,
	"veg" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"unit_id" integer,
	"food_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choice_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"organic" boolean DEFAULT false NOT NULL,
	"is_halal" boolean DEFAULT false NOT NULL,
	"is_prescription_required" boolean DEFAULT false NOT NULL,
	"is_basic" boolean DEFAULT false NOT NULL,
	"generic_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text DEFAULT '00:00:00' NOT NULL,
	"end_time" text DEFAULT '23:59:59' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"category_ids" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_type" text DEFAULT 'percent' NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"available_time_starts" text DEFAULT '00:00:00' NOT NULL,
	"available_time_ends" text DEFAULT '23:59:59' NOT NULL,
	"veg" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"store_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"unit_id" integer,
	"food_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choice_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_on_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_cart_quantity" integer,
	"organic" boolean DEFAULT false NOT NULL,
	"is_halal" boolean DEFAULT false NOT NULL,
	"is_prescription_required" boolean DEFAULT false NOT NULL,
	"is_basic" boolean DEFAULT false NOT NULL,
	"generic_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brand_id" integer,
	"common_condition_id" integer,
	"recommended" boolean DEFAULT false NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"wishlist_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_blocks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"debit" integer DEFAULT 0 NOT NULL,
	"balance" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"message" text,
	"file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_seen" boolean DEFAULT false NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_name" text NOT NULL,
	"module_type" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text NOT NULL,
	"thumbnail" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"theme_id" integer DEFAULT 1 NOT NULL,
	"all_zone_service" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modules_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "offline_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"method_name" text NOT NULL,
	"method_fields" jsonb NOT NULL,
	"method_informations" jsonb NOT NULL,
	"status" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"item_id" integer,
	"item_campaign_id" integer,
	"price" numeric(12, 2) NOT NULL,
	"item_details" jsonb NOT NULL,
	"variation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_on_item" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'discount_on_product' NOT NULL,
	"quantity" integer NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_add_on_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"module_id" integer NOT NULL,
	"zone_id" integer,
	"store_id" integer,
	"delivery_man_id" integer,
	"order_type" text NOT NULL,
	"order_amount" numeric(12, 2) NOT NULL,
	"coupon_discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"coupon_discount_title" text,
	"coupon_code" text,
	"coupon_created_by" text,
	"store_discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"flash_admin_discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"flash_store_discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_percentage" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_status" text DEFAULT 'excluded' NOT NULL,
	"delivery_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"original_delivery_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"additional_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"extra_packaging_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"dm_tips" numeric(12, 2) DEFAULT 0 NOT NULL,
	"ref_bonus_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"partially_paid_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"free_delivery_by" text,
	"cash_back_id" integer,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"order_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"transaction_reference" text,
	"delivery_address" jsonb,
	"order_note" text,
	"delivery_instruction" text,
	"unavailable_item_note" text,
	"cutlery" boolean DEFAULT false NOT NULL,
	"schedule_at" timestamp with time zone,
	"scheduled" boolean DEFAULT false NOT NULL,
	"otp" text NOT NULL,
	"distance" double precision DEFAULT 0 NOT NULL,
	"parcel_category_id" integer,
	"receiver_details" jsonb,
	"charge_payer" text,
	"prescription_order" boolean DEFAULT false NOT NULL,
	"order_attachment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_reason" text,
	"canceled_by" text,
	"pending" timestamp with time zone,
	"accepted" timestamp with time zone,
	"confirmed" timestamp with time zone,
	"processing" timestamp with time zone,
	"handover" timestamp with time zone,
	"picked_up" timestamp with time zone,
	"delivered" timestamp with time zone,
	"canceled" timestamp with time zone,
	"refund_requested" timestamp with time zone,
	"refunded" timestamp with time zone,
	"refund_request_canceled" timestamp with time zone,
	"failed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"module_id" integer NOT NULL,
	"parcel_per_km_shipping_charge" numeric(12, 2),
	"parcel_minimum_shipping_charge" numeric(12, 2),
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"name" text NOT NULL,
	"formatted_address" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "places_place_id_unique" UNIQUE("place_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" bigint,
	"comment" text DEFAULT '' NOT NULL,
	"rating" smallint NOT NULL,
	"attachment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"opening_time" text NOT NULL,
	"closing_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"logo" text NOT NULL,
	"cover_photo" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"footer_text" text,
	"minimum_order" numeric(12, 2) DEFAULT 0 NOT NULL,
	"comission" numeric(12, 2),
	"schedule_order" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	"take_away" boolean DEFAULT true NOT NULL,
	"item_section" boolean DEFAULT true NOT NULL,
	"reviews_section" boolean DEFAULT true NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"off_day" text DEFAULT '' NOT NULL,
	"self_delivery_system" boolean DEFAULT false NOT NULL,
	"pos_system" boolean DEFAULT false NOT NULL,
	"minimum_shipping_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"maximum_shipping_charge" numeric(12, 2),
	"per_km_shipping_charge" numeric(12, 2) DEFAULT 0 NOT NULL,
	"delivery_time" text NOT NULL,
	"veg" boolean DEFAULT true NOT NULL,
	"non_veg" boolean DEFAULT true NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"total_order" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"prescription_order" boolean DEFAULT false NOT NULL,
	"cutlery" boolean DEFAULT false NOT NULL,
	"halal_tag_status" boolean DEFAULT false NOT NULL,
	"extra_packaging_status" boolean DEFAULT false NOT NULL,
	"extra_packaging_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"order_place_to_schedule_interval" integer DEFAULT 0 NOT NULL,
	"announcement" boolean DEFAULT false NOT NULL,
	"announcement_message" text,
	"meta_title" text,
	"meta_description" text,
	"ratings" jsonb DEFAULT '[0,0,0,0,0]'::jsonb NOT NULL,
	"avg_rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"discount_percent" numeric(12, 2),
	"discount_min_purchase" numeric(12, 2),
	"discount_max_discount" numeric(12, 2),
	"discount_start_date" text,
	"discount_end_date" text,
	"recommended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"credit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"debit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"admin_bonus" numeric(12, 2) DEFAULT 0 NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zone_modules" (
	"zone_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"per_km_shipping_charge" numeric(12, 2) NOT NULL,
	"minimum_shipping_charge" numeric(12, 2) NOT NULL,
	"maximum_shipping_charge" numeric(12, 2),
	"maximum_cod_order_amount" numeric(12, 2),
	"delivery_charge_type" text DEFAULT 'distance' NOT NULL,
	CONSTRAINT "zone_modules_zone_id_module_id_pk" PRIMARY KEY("zone_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"area" double precision NOT NULL,
	"timezone" text DEFAULT 'Asia/Kathmandu' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"digital_payment" boolean DEFAULT true NOT NULL,
	"offline_payment" boolean DEFAULT false NOT NULL,
	"increased_delivery_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"increased_delivery_fee_status" boolean DEFAULT false NOT NULL,
	"increase_delivery_charge_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stores" ADD CONSTRAINT "campaign_stores_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_stores" ADD CONSTRAINT "campaign_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_campaigns" ADD CONSTRAINT "item_campaigns_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_common_condition_id_common_conditions_id_fk" FOREIGN KEY ("common_condition_id") REFERENCES "public"."common_conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_transactions" ADD CONSTRAINT "loyalty_point_transactions_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_contents" ADD CONSTRAINT "module_contents_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parcel_category_id_parcel_categories_id_fk" FOREIGN KEY ("parcel_category_id") REFERENCES "public"."parcel_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_categories" ADD CONSTRAINT "parcel_categories_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_schedules" ADD CONSTRAINT "store_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_modules" ADD CONSTRAINT "zone_modules_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_modules" ADD CONSTRAINT "zone_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "add_ons_store_idx" ON "add_ons" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","is_guest");--> statement-breakpoint
CREATE INDEX "banners_zone_module_idx" ON "banners" USING btree ("zone_id","module_id");--> statement-breakpoint
CREATE INDEX "cart_lines_owner_idx" ON "cart_lines" USING btree ("user_id","is_guest","module_id");--> statement-breakpoint
CREATE INDEX "categories_module_idx" ON "categories" USING btree ("module_id","parent_id");--> statement-breakpoint
CREATE INDEX "flash_sale_items_item_idx" ON "flash_sale_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "flash_sale_items_sale_idx" ON "flash_sale_items" USING btree ("flash_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_slug_idx" ON "items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "items_zone_module_idx" ON "items" USING btree ("zone_id","module_id","id");--> statement-breakpoint
CREATE INDEX "items_store_idx" ON "items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "items_brand_idx" ON "items" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_contents_module_kind_idx" ON "module_contents" USING btree ("module_id","kind");--> statement-breakpoint
CREATE INDEX "order_details_order_idx" ON "order_details" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","is_guest");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "places_lat_lng_idx" ON "places" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "reviews_store_idx" ON "reviews" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_schedules_store_idx" ON "store_schedules" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "stores_zone_module_idx" ON "stores" USING btree ("zone_id","module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_item_idx" ON "wishlists" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_store_idx" ON "wishlists" USING btree ("user_id","store_id");