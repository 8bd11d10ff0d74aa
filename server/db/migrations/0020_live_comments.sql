CREATE TABLE "live_comments" (
	"comment_id" text PRIMARY KEY NOT NULL,
	"live_post_id" integer NOT NULL,
	"from_id" text NOT NULL,
	"from_name" text NOT NULL,
	"message" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"verdict" text NOT NULL,
	"keyword" text,
	"quantity" integer
);
--> statement-breakpoint
CREATE TABLE "live_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_order_id" integer NOT NULL,
	"live_post_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"comment_id" text NOT NULL,
	CONSTRAINT "live_order_lines_comment_id_unique" UNIQUE("comment_id"),
	CONSTRAINT "live_order_lines_quantity_positive" CHECK ("live_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_post_id" integer NOT NULL,
	"buyer_social_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_live_post_id_live_posts_id_fk" FOREIGN KEY ("live_post_id") REFERENCES "public"."live_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_order_lines" ADD CONSTRAINT "live_order_lines_live_order_id_live_orders_id_fk" FOREIGN KEY ("live_order_id") REFERENCES "public"."live_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_order_lines" ADD CONSTRAINT "live_order_lines_live_post_product_id_live_post_products_id_fk" FOREIGN KEY ("live_post_product_id") REFERENCES "public"."live_post_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_orders" ADD CONSTRAINT "live_orders_live_post_id_live_posts_id_fk" FOREIGN KEY ("live_post_id") REFERENCES "public"."live_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_comments_post_idx" ON "live_comments" USING btree ("live_post_id","written_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_orders_buyer_idx" ON "live_orders" USING btree ("live_post_id","buyer_social_id");