CREATE TABLE "batch_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"grams" integer NOT NULL,
	"order_id" uuid,
	"counter_bill_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_takes_grams_check" CHECK ("batch_takes"."grams" <> 0)
);
--> statement-breakpoint
CREATE TABLE "batch_write_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"grams" integer NOT NULL,
	"reason" text NOT NULL,
	"written_off_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_write_offs_grams_check" CHECK ("batch_write_offs"."grams" > 0),
	CONSTRAINT "batch_write_offs_reason_check" CHECK ("batch_write_offs"."reason" in ('expired', 'damaged', 'tasting'))
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"grams_made" integer NOT NULL,
	"grams_left" integer NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"best_before_day" date,
	"cost_paise" integer,
	"made_by" text,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_grams_check" CHECK ("batches"."grams_left" between 0 and "batches"."grams_made"),
	CONSTRAINT "batches_cost_check" CHECK ("batches"."cost_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "festival_days" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_sweets" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"batch_grams" integer NOT NULL,
	CONSTRAINT "kitchen_sweets_batch_grams_check" CHECK ("kitchen_sweets"."batch_grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "batch_takes" ADD CONSTRAINT "batch_takes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_takes" ADD CONSTRAINT "batch_takes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_takes" ADD CONSTRAINT "batch_takes_counter_bill_id_counter_bills_id_fk" FOREIGN KEY ("counter_bill_id") REFERENCES "public"."counter_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_write_offs" ADD CONSTRAINT "batch_write_offs_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_write_offs" ADD CONSTRAINT "batch_write_offs_written_off_by_users_id_fk" FOREIGN KEY ("written_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_sweets" ADD CONSTRAINT "kitchen_sweets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_takes_batch_idx" ON "batch_takes" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batch_takes_order_idx" ON "batch_takes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "batch_takes_counter_bill_idx" ON "batch_takes" USING btree ("counter_bill_id");--> statement-breakpoint
CREATE INDEX "batch_write_offs_batch_idx" ON "batch_write_offs" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batch_write_offs_by_idx" ON "batch_write_offs" USING btree ("written_off_by");--> statement-breakpoint
CREATE INDEX "batches_product_idx" ON "batches" USING btree ("product_id","best_before_day");--> statement-breakpoint
CREATE INDEX "batches_made_by_idx" ON "batches" USING btree ("made_by");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'owner', 'manager', 'packer', 'rider', 'cashier', 'kitchen'));--> statement-breakpoint
INSERT INTO "batches" ("product_id", "grams_made", "grams_left", "made_at", "best_before_day")
SELECT "sweet_stock"."product_id", "sweet_stock"."grams", "sweet_stock"."grams", now(),
  CASE WHEN "products"."shelf_life_days" > 0
    THEN (now() AT TIME ZONE 'Asia/Kolkata')::date + "products"."shelf_life_days" END
FROM "sweet_stock" JOIN "products" ON "products"."id" = "sweet_stock"."product_id"
WHERE "sweet_stock"."grams" > 0;
