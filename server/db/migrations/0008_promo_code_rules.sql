ALTER TABLE "promo_codes" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "min_subtotal_paise" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "times_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_usage_limit_check" CHECK ("promo_codes"."usage_limit" >= 1);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_min_subtotal_check" CHECK ("promo_codes"."min_subtotal_paise" >= 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."ends_on" >= "promo_codes"."starts_on");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_times_used_check" CHECK ("promo_codes"."times_used" >= 0);