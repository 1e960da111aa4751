CREATE TABLE "sweet_stock" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"grams" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sweet_stock_grams_check" CHECK ("sweet_stock"."grams" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "grams" integer;--> statement-breakpoint
ALTER TABLE "sweet_stock" ADD CONSTRAINT "sweet_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_grams_check" CHECK ("product_variants"."grams" > 0);--> statement-breakpoint
-- Each variant's grams, read from its weight as core/sweet-stock.ts reads it ('250g', '1 kg').
UPDATE "product_variants" SET "grams" = "parsed"."grams"
FROM (
	SELECT "id", CASE WHEN "m"[2] LIKE 'k%' THEN "m"[1]::numeric * 1000 ELSE "m"[1]::numeric END AS "grams"
	FROM (
		SELECT "id", regexp_match(lower(btrim("weight")), '^(\d{1,5}(?:\.\d{1,3})?)\s*(g|gm|gms|gram|grams|kg|kgs|kilo|kilos|kilogram|kilograms)$') AS "m"
		FROM "product_variants"
	) AS "matched"
	WHERE "m" IS NOT NULL
) AS "parsed"
WHERE "parsed"."id" = "product_variants"."id" AND "parsed"."grams" = trunc("parsed"."grams") AND "parsed"."grams" > 0;
--> statement-breakpoint
-- Every weight's stock becomes the grams it holds, added up per sweet.
INSERT INTO "sweet_stock" ("product_id", "grams")
SELECT "product_id", sum("grams" * "stock_quantity") FROM "product_variants"
WHERE "grams" IS NOT NULL GROUP BY "product_id";
--> statement-breakpoint
UPDATE "product_variants" SET "stock_quantity" = "sweet_stock"."grams" / "product_variants"."grams"
FROM "sweet_stock"
WHERE "sweet_stock"."product_id" = "product_variants"."product_id" AND "product_variants"."grams" IS NOT NULL;
