CREATE TABLE "box_type_sweets" (
	"box_product_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "box_type_sweets_box_product_id_product_id_pk" PRIMARY KEY("box_product_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "box_types" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"size_grams" integer NOT NULL,
	"most_kinds" smallint NOT NULL,
	"step_grams" integer NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_types_size_check" CHECK ("box_types"."size_grams" > 0),
	CONSTRAINT "box_types_kinds_check" CHECK ("box_types"."most_kinds" >= 2),
	CONSTRAINT "box_types_step_check" CHECK ("box_types"."step_grams" > 0 and "box_types"."size_grams" % "box_types"."step_grams" = 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "box_shares" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "box_contents" jsonb;--> statement-breakpoint
ALTER TABLE "box_type_sweets" ADD CONSTRAINT "box_type_sweets_box_product_id_box_types_product_id_fk" FOREIGN KEY ("box_product_id") REFERENCES "public"."box_types"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_type_sweets" ADD CONSTRAINT "box_type_sweets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_types" ADD CONSTRAINT "box_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_type_sweets_product_idx" ON "box_type_sweets" USING btree ("product_id");