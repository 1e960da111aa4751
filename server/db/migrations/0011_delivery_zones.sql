CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"pincodes" text NOT NULL,
	"perishables" boolean NOT NULL,
	"cash_on_delivery" boolean NOT NULL,
	"delivery_kind" text NOT NULL,
	"fewest_days" smallint DEFAULT 0 NOT NULL,
	"most_days" smallint DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_name_unique" UNIQUE("name"),
	CONSTRAINT "delivery_zones_kind_check" CHECK ("delivery_zones"."delivery_kind" in ('same-day', 'next-day', 'business-days')),
	CONSTRAINT "delivery_zones_days_check" CHECK ("delivery_zones"."fewest_days" between 0 and 30 and "delivery_zones"."most_days" between "delivery_zones"."fewest_days" and 30)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "perishable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A shop opened before zones existed keeps delivering as it did: everywhere, perishables and
-- Cash on Delivery included, in 2-3 business days. A new shop is seeded with its own zones.
INSERT INTO "delivery_zones" ("name", "pincodes", "perishables", "cash_on_delivery", "delivery_kind", "fewest_days", "most_days", "position")
SELECT 'All of India', '1, 2, 3, 4, 5, 6, 7, 8, 9', true, true, 'business-days', 2, 3, 1
WHERE EXISTS (SELECT 1 FROM "store_settings");
