ALTER TABLE "order_items" ADD COLUMN "best_before" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life_check" CHECK ("products"."shelf_life_days" between 0 and 730);--> statement-breakpoint
-- The shelf life a product was given as text ('5 days (keep refrigerated)', '3 months') becomes
-- a number of days and a storage note; text that says neither leaves 0 days (not said).
UPDATE "products" SET "shelf_life_days" = LEAST(730, COALESCE(
	CASE
		WHEN "shelf_life" ~* '^\s*\d+\s*days?\M' THEN substring("shelf_life" from '^\s*(\d+)')::int
		WHEN "shelf_life" ~* '^\s*\d+\s*weeks?\M' THEN 7 * substring("shelf_life" from '^\s*(\d+)')::int
		WHEN "shelf_life" ~* '^\s*\d+\s*months?\M' THEN 30 * substring("shelf_life" from '^\s*(\d+)')::int
		WHEN "shelf_life" ~* '^\s*\d+\s*years?\M' THEN 365 * substring("shelf_life" from '^\s*(\d+)')::int
	END, 0));--> statement-breakpoint
UPDATE "products" SET "storage_note" = upper(left(note, 1)) || substr(note, 2)
FROM (SELECT "id" AS note_id, substring("shelf_life" from '(?i)\(((?:keep|store)[^)]*)\)') AS note FROM "products") AS notes
WHERE "products"."id" = notes.note_id AND notes.note IS NOT NULL;
