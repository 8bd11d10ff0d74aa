-- Tells every server process what a committed statement changed in the catalogue, on the
-- channel "catalogue_changed", for the caches of catalogue answers (server/http/answer-cache.ts,
-- fed by server/features/catalogue/catalogue-changes.ts). PostgreSQL delivers a notification
-- at its transaction's commit, and never one of a transaction rolled back. The payload is the
-- ids of the products whose stock alone changed, comma-separated, or "*": anything else may
-- change any answer (a price reorders a list, a promotion ends on every card). Stock is told
-- product by product because orders move it all day, and an answer shows only its own
-- products' stock. Hand-written: drizzle-kit does not write triggers.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql
SET search_path = public AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update of products or of their options: the products whose stock alone changed, or "*"
-- when any other column did. A payload is at most 8000 bytes: beyond about 1,000 ids, "*".
CREATE FUNCTION "notify_stock_changed"() RETURNS trigger LANGUAGE plpgsql
SET search_path = public AS $$
DECLARE
  ids text;
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE to_jsonb(o) - 'stock' IS DISTINCT FROM to_jsonb(n) - 'stock')
    OR (SELECT count(*) FROM old_rows) <> (SELECT count(*) FROM new_rows) THEN
    PERFORM pg_notify('catalogue_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'products' THEN
    SELECT string_agg(DISTINCT n.id::text, ',') INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stock <> o.stock;
  ELSE
    SELECT string_agg(DISTINCT a.product_id::text, ',') INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN product_attributes a ON a.id = n.attribute_id WHERE n.stock <> o.stock;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('catalogue_changed', CASE WHEN length(ids) > 7900 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_stock_told" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_changed"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_options_stock_told" AFTER UPDATE ON "product_attribute_options"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_changed"();--> statement-breakpoint
CREATE TRIGGER "products_told" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_options_told" AFTER INSERT OR DELETE OR TRUNCATE
  ON "product_attribute_options" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['categories', 'stores', 'product_images', 'product_attributes',
    'payment_channels', 'shipping_methods', 'product_payment_channels',
    'product_shipping_methods', 'campaigns', 'campaign_products', 'promotions',
    'promotion_products', 'banners', 'static_pages', 'settings', 'footer_config'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"()', t || '_told', t);
  END LOOP;
END
$$;
