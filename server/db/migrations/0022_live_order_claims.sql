ALTER TABLE "live_orders" ADD COLUMN "claim_code" text;--> statement-breakpoint
ALTER TABLE "live_orders" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "live_orders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_orders" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_orders" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_orders" ADD CONSTRAINT "live_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_orders_user_idx" ON "live_orders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "live_orders" ADD CONSTRAINT "live_orders_claim_code_unique" UNIQUE("claim_code");