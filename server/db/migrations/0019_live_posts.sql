CREATE TABLE "live_post_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_post_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"keyword_key" text NOT NULL,
	"price_satang" integer NOT NULL,
	"cashback_satang" integer NOT NULL,
	"selling_product_id" integer,
	CONSTRAINT "live_post_products_price_positive" CHECK ("live_post_products"."price_satang" > 0),
	CONSTRAINT "live_post_products_cashback_not_negative" CHECK ("live_post_products"."cashback_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"page_id" text DEFAULT '' NOT NULL,
	"post_id" text DEFAULT '' NOT NULL,
	"post_type_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"limit_per_person" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "live_posts_limit_not_negative" CHECK ("live_posts"."limit_per_person" >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_post_products" ADD CONSTRAINT "live_post_products_live_post_id_live_posts_id_fk" FOREIGN KEY ("live_post_id") REFERENCES "public"."live_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_post_products" ADD CONSTRAINT "live_post_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_posts" ADD CONSTRAINT "live_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_post_products_keyword_idx" ON "live_post_products" USING btree ("live_post_id","keyword_key");--> statement-breakpoint
CREATE UNIQUE INDEX "live_post_products_selling_idx" ON "live_post_products" USING btree ("selling_product_id");--> statement-breakpoint
CREATE INDEX "live_posts_owner_idx" ON "live_posts" USING btree ("user_id","id");