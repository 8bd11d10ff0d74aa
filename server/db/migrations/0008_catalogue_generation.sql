CREATE TABLE "catalogue_generation" (
	"database" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_generation" DEFAULT VALUES;--> statement-breakpoint
-- Counts a statement that changed what a cart shows of a product (hand-written: drizzle-kit
-- does not write triggers). Stock is left out on purpose: placing an order moves it, and a
-- count every placement had to update would make placements wait on each other.
CREATE FUNCTION "count_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_generation" SET "generation" = "generation" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_described" AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "id", "url_key", "sku", "name_th", "name_en", "price_satang", "store_id"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_images_described" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_attributes_described" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_options_described" AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "id", "attribute_id", "sort", "label_th", "label_en", "price_delta_satang"
  ON "product_attribute_options" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "stores_described" AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "id", "url_key", "name_th", "name_en"
  ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();
