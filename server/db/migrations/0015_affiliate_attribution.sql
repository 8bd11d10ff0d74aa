CREATE TABLE "affiliate_clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_user_id" integer NOT NULL,
	"link" text NOT NULL,
	"referer" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cashback_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cashback_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_click_id" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_link_idx" ON "affiliate_clicks" USING btree ("affiliate_user_id","link");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_user_id_users_id_fk" FOREIGN KEY ("affiliate_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_click_id_affiliate_clicks_id_fk" FOREIGN KEY ("affiliate_click_id") REFERENCES "public"."affiliate_clicks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_affiliate_idx" ON "orders" USING btree ("affiliate_user_id","id") WHERE "orders"."affiliate_user_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cashback_not_negative" CHECK ("products"."cashback_satang" >= 0);