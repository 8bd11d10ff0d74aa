CREATE TABLE "access_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"link_url" text NOT NULL,
	"image" jsonb NOT NULL,
	"mobile_image" jsonb,
	"alt_th" text NOT NULL,
	"alt_en" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_show" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"campaign_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean NOT NULL,
	"banner" jsonb NOT NULL,
	CONSTRAINT "campaigns_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"sort_order" integer NOT NULL,
	"image" jsonb NOT NULL,
	CONSTRAINT "categories_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "footer_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"about_us_text_th" text NOT NULL,
	"about_us_text_en" text NOT NULL,
	"contact_us_address_th" text NOT NULL,
	"contact_us_address_en" text NOT NULL,
	"contact_us_telephone" text NOT NULL,
	"contact_us_fax" text NOT NULL,
	"contact_us_email" text NOT NULL,
	"is_facebook" boolean NOT NULL,
	"link_facebook" text NOT NULL,
	"is_instagram" boolean NOT NULL,
	"link_instagram" text NOT NULL,
	"is_line" boolean NOT NULL,
	"link_line" text NOT NULL,
	"footer_logo" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "payment_channels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"label_th" text NOT NULL,
	"label_en" text NOT NULL,
	"price_delta_satang" integer NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_th" text NOT NULL,
	"alt_en" text NOT NULL,
	CONSTRAINT "product_images_product_id_sort_pk" PRIMARY KEY("product_id","sort")
);
--> statement-breakpoint
CREATE TABLE "product_payment_channels" (
	"product_id" integer NOT NULL,
	"payment_channel_id" integer NOT NULL,
	CONSTRAINT "product_payment_channels_product_id_payment_channel_id_pk" PRIMARY KEY("product_id","payment_channel_id")
);
--> statement-breakpoint
CREATE TABLE "product_shipping_methods" (
	"product_id" integer NOT NULL,
	"shipping_method_id" integer NOT NULL,
	CONSTRAINT "product_shipping_methods_product_id_shipping_method_id_pk" PRIMARY KEY("product_id","shipping_method_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"sku" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"keywords" text[] NOT NULL,
	"price_satang" integer NOT NULL,
	"full_price_satang" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"stock" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"rating_tenths" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"sold_count" integer NOT NULL,
	"popularity" integer NOT NULL,
	"category_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text NOT NULL,
	"search_grams" text[] NOT NULL,
	CONSTRAINT "products_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"promotion_type_id" integer NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"banner" jsonb NOT NULL,
	"discount_satang" integer,
	"discount_percent" integer,
	"buy_quantity" integer,
	"free_quantity" integer,
	"free_product_id" integer
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"user_id" integer NOT NULL,
	"search" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_searches_user_id_search_pk" PRIMARY KEY("user_id","search")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name_th" text NOT NULL,
	"company_name_en" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"address_th" text NOT NULL,
	"address_en" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"line_id" text NOT NULL,
	"logo_desktop" jsonb NOT NULL,
	"logo_mobile" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"short_link" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"url_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"fee_satang" integer NOT NULL,
	"days" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "shipping_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"html_th" text NOT NULL,
	"html_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"description_th" text NOT NULL,
	"description_en" text NOT NULL,
	"province_th" text NOT NULL,
	"province_en" text NOT NULL,
	"rating_tenths" integer NOT NULL,
	"logo" jsonb NOT NULL,
	"banner" jsonb NOT NULL,
	CONSTRAINT "stores_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_options" ADD CONSTRAINT "product_attribute_options_attribute_id_product_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."product_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payment_channels" ADD CONSTRAINT "product_payment_channels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_payment_channels" ADD CONSTRAINT "product_payment_channels_payment_channel_id_payment_channels_id_fk" FOREIGN KEY ("payment_channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping_methods" ADD CONSTRAINT "product_shipping_methods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping_methods" ADD CONSTRAINT "product_shipping_methods_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_free_product_id_products_id_fk" FOREIGN KEY ("free_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_kind_idx" ON "banners" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_products_product_idx" ON "campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_options_attribute_idx" ON "product_attribute_options" USING btree ("attribute_id","sort");--> statement-breakpoint
CREATE INDEX "product_attributes_product_idx" ON "product_attributes" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "product_payment_channels_channel_idx" ON "product_payment_channels" USING btree ("payment_channel_id");--> statement-breakpoint
CREATE INDEX "product_shipping_methods_method_idx" ON "product_shipping_methods" USING btree ("shipping_method_id");--> statement-breakpoint
CREATE INDEX "products_search_grams_idx" ON "products" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_satang","id");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_tenths","rating_count","id");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","popularity","id");--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id","popularity","id");--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotions_ends_idx" ON "promotions" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "recent_searches_latest_idx" ON "recent_searches" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_target_idx" ON "share_links" USING btree ("type","url_key");--> statement-breakpoint
CREATE INDEX "stores_rating_idx" ON "stores" USING btree ("rating_tenths","id");