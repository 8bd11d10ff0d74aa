CREATE TABLE "cart_lines" (
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"option_ids" integer[] NOT NULL,
	"seller_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_check_box" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cart_lines_cart_id_product_id_option_ids_pk" PRIMARY KEY("cart_id","product_id","option_ids")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"promotion_code" text DEFAULT '' NOT NULL,
	"referer" text DEFAULT '' NOT NULL,
	"affiliate_code" text DEFAULT '' NOT NULL,
	"code_share" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_seller_id_stores_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;