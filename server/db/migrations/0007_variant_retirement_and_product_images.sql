CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_hash" text NOT NULL,
	"size" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_size_check" CHECK ("product_images"."size" in (400, 800))
);
--> statement-breakpoint
DROP INDEX "product_variants_product_weight_idx";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_hash_size_idx" ON "product_images" USING btree ("content_hash","size");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_weight_idx" ON "product_variants" USING btree ("product_id",lower(regexp_replace("weight", '\s', '', 'g')));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_retired_not_default_check" CHECK ("product_variants"."retired_at" is null or not "product_variants"."is_default");