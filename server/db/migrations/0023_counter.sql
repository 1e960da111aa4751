CREATE TABLE "counter_bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"description" text NOT NULL,
	"hsn_code" text NOT NULL,
	"gst_rate" smallint NOT NULL,
	"grams" integer,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"box_contents" jsonb,
	"voided_by" text,
	CONSTRAINT "counter_bill_lines_kind_check" CHECK ("counter_bill_lines"."kind" in ('weighed', 'counted', 'box')),
	CONSTRAINT "counter_bill_lines_quantity_check" CHECK ("counter_bill_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "counter_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"bill_number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"counter_id" uuid NOT NULL,
	"cashier_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lines_total_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"discount_reason" text,
	"tax_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"change_paise" integer DEFAULT 0 NOT NULL,
	"buyer" jsonb,
	CONSTRAINT "counter_bills_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "counter_bills_bill_number_unique" UNIQUE("bill_number"),
	CONSTRAINT "counter_bills_sequence_check" CHECK ("counter_bills"."sequence" > 0),
	CONSTRAINT "counter_bills_sums_check" CHECK ("counter_bills"."discount_paise" >= 0 and "counter_bills"."discount_paise" <= "counter_bills"."lines_total_paise"
        and "counter_bills"."total_paise" = "counter_bills"."lines_total_paise" - "counter_bills"."discount_paise")
);
--> statement-breakpoint
CREATE TABLE "counter_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"counter_id" uuid NOT NULL,
	"cashier_id" text NOT NULL,
	"day" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float_paise" integer DEFAULT 0 NOT NULL,
	"cash_expected_paise" integer NOT NULL,
	"cash_counted_paise" integer NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"paise" integer NOT NULL,
	CONSTRAINT "counter_payments_mode_check" CHECK ("counter_payments"."mode" in ('cash', 'upi', 'card')),
	CONSTRAINT "counter_payments_paise_check" CHECK ("counter_payments"."paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "counter_series" (
	"series" text PRIMARY KEY NOT NULL,
	"counter_id" uuid NOT NULL,
	"set_up_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counter_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"scale_layout" jsonb DEFAULT '{"prefixes":["20","21","22","23","24","25","26","27","28","29"],"measure":"grams","priceDecimals":2,"valueDigits":5,"valueCheckDigit":false}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_settings_single_row" CHECK ("counter_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"paper_width_mm" smallint DEFAULT 80 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counters_name_unique" UNIQUE("name"),
	CONSTRAINT "counters_paper_check" CHECK ("counters"."paper_width_mm" in (58, 80))
);
--> statement-breakpoint
CREATE TABLE "stock_shortfalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"grams" integer,
	"units" integer,
	"bill_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "stock_shortfalls_amount_check" CHECK (("stock_shortfalls"."grams" > 0 and "stock_shortfalls"."units" is null) or ("stock_shortfalls"."units" > 0 and "stock_shortfalls"."grams" is null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "counter_code" text;--> statement-breakpoint
ALTER TABLE "counter_bill_lines" ADD CONSTRAINT "counter_bill_lines_bill_id_counter_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."counter_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_bill_lines" ADD CONSTRAINT "counter_bill_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_bill_lines" ADD CONSTRAINT "counter_bill_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_bill_lines" ADD CONSTRAINT "counter_bill_lines_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_bills" ADD CONSTRAINT "counter_bills_series_counter_series_series_fk" FOREIGN KEY ("series") REFERENCES "public"."counter_series"("series") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_bills" ADD CONSTRAINT "counter_bills_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_bills" ADD CONSTRAINT "counter_bills_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_closings" ADD CONSTRAINT "counter_closings_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_closings" ADD CONSTRAINT "counter_closings_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_payments" ADD CONSTRAINT "counter_payments_bill_id_counter_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."counter_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_series" ADD CONSTRAINT "counter_series_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_series" ADD CONSTRAINT "counter_series_set_up_by_users_id_fk" FOREIGN KEY ("set_up_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_shortfalls" ADD CONSTRAINT "stock_shortfalls_bill_id_counter_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."counter_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_bill_lines_position_idx" ON "counter_bill_lines" USING btree ("bill_id","position");--> statement-breakpoint
CREATE INDEX "counter_bill_lines_product_idx" ON "counter_bill_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "counter_bill_lines_variant_idx" ON "counter_bill_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "counter_bill_lines_voided_by_idx" ON "counter_bill_lines" USING btree ("voided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_bills_sequence_idx" ON "counter_bills" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "counter_bills_counter_taken_idx" ON "counter_bills" USING btree ("counter_id","taken_at");--> statement-breakpoint
CREATE INDEX "counter_bills_cashier_idx" ON "counter_bills" USING btree ("cashier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counter_closings_day_idx" ON "counter_closings" USING btree ("counter_id","cashier_id","day");--> statement-breakpoint
CREATE INDEX "counter_closings_cashier_idx" ON "counter_closings" USING btree ("cashier_id");--> statement-breakpoint
CREATE INDEX "counter_payments_bill_idx" ON "counter_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "counter_series_counter_idx" ON "counter_series" USING btree ("counter_id");--> statement-breakpoint
CREATE INDEX "counter_series_set_up_by_idx" ON "counter_series" USING btree ("set_up_by");--> statement-breakpoint
CREATE INDEX "stock_shortfalls_open_idx" ON "stock_shortfalls" USING btree ("created_at") WHERE "stock_shortfalls"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "stock_shortfalls_product_idx" ON "stock_shortfalls" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_shortfalls_variant_idx" ON "stock_shortfalls" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "stock_shortfalls_bill_idx" ON "stock_shortfalls" USING btree ("bill_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_counter_code_unique" UNIQUE("counter_code");