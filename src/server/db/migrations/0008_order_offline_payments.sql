CREATE TABLE "order_offline_payments" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"method_id" integer NOT NULL,
	"method_name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"customer_note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_offline_payments" ADD CONSTRAINT "order_offline_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;