CREATE TABLE "catalogue_generation" (
	"database" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One row, ever (the cart's reads read it as a scalar).
CREATE UNIQUE INDEX "catalogue_generation_one_row" ON "catalogue_generation" ((true));--> statement-breakpoint
INSERT INTO "catalogue_generation" DEFAULT VALUES;--> statement-breakpoint
-- Counts a statement that changes what a cart shows of a product (hand-written: drizzle-kit
-- does not write triggers). Stock is left out on purpose: placing an order moves it, and a
-- count every placement had to update would make placements wait on each other. BEFORE the
-- statement, so an editor takes the count's row before any row it edits (two editors never
-- wait on each other in a circle). The transaction is also marked as an editor: until it
-- ends, its own reads answer no generation, so the server keeps nothing it read there (it
-- might yet be rolled back).
CREATE FUNCTION "count_catalogue_change"() RETURNS trigger LANGUAGE plpgsql
SET search_path = public AS $$
BEGIN
  UPDATE "catalogue_generation" SET "generation" = "generation" + 1;
  PERFORM set_config('storefront.catalogue_edited', 'on', true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_described" BEFORE INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "id", "url_key", "sku", "name_th", "name_en", "price_satang", "store_id"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_images_described" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_attributes_described" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_options_described" BEFORE INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "id", "attribute_id", "sort", "label_th", "label_en", "price_delta_satang"
  ON "product_attribute_options" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "stores_described" BEFORE INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF "id", "url_key", "name_th", "name_en"
  ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "count_catalogue_change"();
