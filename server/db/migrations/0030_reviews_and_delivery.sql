CREATE TABLE "shopper_photos" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"order_line_id" integer,
	"user_id" integer,
	"author_name" text NOT NULL,
	"stars" smallint NOT NULL,
	"body" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_store_id" integer,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	CONSTRAINT "product_reviews_stars_check" CHECK ("product_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopper_photos" ADD CONSTRAINT "shopper_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_answered_by_store_id_stores_id_fk" FOREIGN KEY ("answered_by_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopper_photos_unattached_idx" ON "shopper_photos" USING btree ("created_at") WHERE attached_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_line_idx" ON "product_reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "product_reviews_published_idx" ON "product_reviews" USING btree ("product_id","id") WHERE "product_reviews"."hidden_at" is null;