DROP INDEX "products_popularity_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
CREATE INDEX "products_category_store_idx" ON "products" USING btree ("category_id","store_id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity","id","discount_percent","rating_tenths","price_satang","category_id","store_id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id","discount_percent","rating_tenths","price_satang","category_id","store_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_satang","id","discount_percent","rating_tenths","category_id","store_id");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count","id","discount_percent","rating_tenths","price_satang","category_id","store_id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_tenths","rating_count","id","discount_percent","price_satang","category_id","store_id");