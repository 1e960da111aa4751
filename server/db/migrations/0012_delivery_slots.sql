CREATE TABLE "delivery_closed_dates" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_cutoffs" (
	"day" date PRIMARY KEY NOT NULL,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_days" (
	"slot_id" uuid NOT NULL,
	"day" date NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slot_days_slot_id_day_pk" PRIMARY KEY("slot_id","day"),
	CONSTRAINT "delivery_slot_days_taken_check" CHECK ("delivery_slot_days"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_slots_times_check" CHECK ("delivery_slots"."starts_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "delivery_slots"."ends_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "delivery_slots"."ends_at" > "delivery_slots"."starts_at"),
	CONSTRAINT "delivery_slots_capacity_check" CHECK ("delivery_slots"."capacity" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "slots" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "same_day_cutoff" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_slot_days" ADD CONSTRAINT "delivery_slot_days_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slots_times_idx" ON "delivery_slots" USING btree ("starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_slot_id_delivery_slots_id_fk" FOREIGN KEY ("delivery_slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_idx" ON "orders" USING btree ("delivery_date","delivery_slot_id");--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_same_day_cutoff_check" CHECK ("store_settings"."same_day_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');