ALTER TABLE "payments" ADD COLUMN "slip_path" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_amount_satang" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_reject_reason" text;