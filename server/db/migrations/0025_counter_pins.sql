CREATE TABLE "counter_pins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"iterations" integer NOT NULL,
	"key_hex" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counter_bill_lines" ADD COLUMN "void_approval_id" uuid;--> statement-breakpoint
ALTER TABLE "counter_bill_lines" ADD COLUMN "void_unproven" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_pins" ADD CONSTRAINT "counter_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_bill_lines_void_approval_idx" ON "counter_bill_lines" USING btree ("void_approval_id");