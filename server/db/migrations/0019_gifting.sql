CREATE TABLE "gift_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"pincode" text DEFAULT '' NOT NULL,
	"gift_message" text DEFAULT '' NOT NULL,
	"quantities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_slot" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_recipient_items" (
	"recipient_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_recipient_items_recipient_id_order_item_id_pk" PRIMARY KEY("recipient_id","order_item_id"),
	CONSTRAINT "order_recipient_items_quantity_check" CHECK ("order_recipient_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"gift_message" text,
	"delivery_date" date,
	"delivery_slot_id" uuid,
	"delivery_slot" text,
	"delivered_at" timestamp with time zone,
	"delivered_by" text
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_percent_off" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_pincode" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "gift_order_cash_on_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_recipients" ADD CONSTRAINT "gift_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_recipient_items" ADD CONSTRAINT "order_recipient_items_recipient_id_order_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."order_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_recipient_items" ADD CONSTRAINT "order_recipient_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_recipients" ADD CONSTRAINT "order_recipients_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_recipients" ADD CONSTRAINT "order_recipients_delivery_slot_id_delivery_slots_id_fk" FOREIGN KEY ("delivery_slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_recipients" ADD CONSTRAINT "order_recipients_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_recipients_user_idx" ON "gift_recipients" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "order_recipient_items_item_idx" ON "order_recipient_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_recipients_position_idx" ON "order_recipients" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_recipients_delivery_idx" ON "order_recipients" USING btree ("delivery_date","delivery_slot_id");--> statement-breakpoint
CREATE INDEX "order_recipients_slot_idx" ON "order_recipients" USING btree ("delivery_slot_id");--> statement-breakpoint
CREATE INDEX "order_recipients_delivered_by_idx" ON "order_recipients" USING btree ("delivered_by");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_buyer_check" CHECK (("orders"."buyer_gstin" is null) = ("orders"."business_name" is null) and ("orders"."buyer_gstin" is null) = ("orders"."billing_state" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recipient_count_check" CHECK ("orders"."recipient_count" >= 0);