ALTER TABLE "card_sessions" ADD COLUMN "back_path" text DEFAULT '/payment/result' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "customer_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_code_unique" UNIQUE("customer_code");