ALTER TABLE "footer_config" ADD COLUMN "trust_mark" jsonb;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "visitor_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "live_selling" boolean DEFAULT true NOT NULL;