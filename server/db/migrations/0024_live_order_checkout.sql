ALTER TABLE "live_orders" ADD COLUMN "checkout_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_orders" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "live_orders" ADD CONSTRAINT "live_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_orders" ADD CONSTRAINT "live_orders_checkout_id_unique" UNIQUE("checkout_id");