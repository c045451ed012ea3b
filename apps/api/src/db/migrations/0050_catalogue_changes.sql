-- The catalogue index's change log (decision 0062): each API process keeps the products on sale as columns in memory
-- and reads here which products changed since it last looked. A row is written by the changing transaction itself,
-- so nothing the index must know can change without it: the back office, CSV imports, orders selling out, the
-- best-selling refresh, scheduled moments and any hand-written SQL alike. `xid` is the writer's transaction: a reader
-- that looked with a snapshot whose oldest running transaction was X reads next from X (see catalogue-index/rows.ts).
CREATE TABLE "catalogue_changes" (
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"product_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_xid_idx" ON "catalogue_changes" USING btree ("xid");
--> statement-breakpoint
CREATE INDEX "catalogue_changes_at_idx" ON "catalogue_changes" USING btree ("at");
--> statement-breakpoint
-- Inserts and deletes (a seed's 100,000 rows in one statement) are logged per statement, from its transition table.
CREATE FUNCTION catalogue_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (product_id) SELECT id FROM changed_products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_added AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
-- An update is logged only when a column the index holds changed: an order's stock decrement that leaves the product
-- in stock (nearly all of them) writes nothing here, and the row's update stays as cheap as before.
CREATE FUNCTION catalogue_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.brand_id, OLD.main_category_id, OLD.sub_category_id, OLD.detail_category_id, OLD.flags, OLD.delivery_max_days,
    OLD.effective_price, OLD.discount_percent, OLD.stock > 0, OLD.sold_ranked, OLD.option_values, OLD.promotion_kinds,
    OLD.created_at, OLD.rank, OLD.rating_tenths, OLD.withdrawn_at IS NULL)
    IS DISTINCT FROM (NEW.brand_id, NEW.main_category_id, NEW.sub_category_id, NEW.detail_category_id, NEW.flags,
    NEW.delivery_max_days, NEW.effective_price, NEW.discount_percent, NEW.stock > 0, NEW.sold_ranked, NEW.option_values,
    NEW.promotion_kinds, NEW.created_at, NEW.rank, NEW.rating_tenths, NEW.withdrawn_at IS NULL))
  EXECUTE FUNCTION catalogue_product_changed();
--> statement-breakpoint
-- A product joining or leaving a collection changes the collection's listing and counts.
CREATE FUNCTION catalogue_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (product_id) SELECT product_id FROM changed_members;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_added AFTER INSERT ON collection_products REFERENCING NEW TABLE AS changed_members
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_members_changed();
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_deleted AFTER DELETE ON collection_products REFERENCING OLD TABLE AS changed_members
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_members_changed();
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_moved_from AFTER UPDATE ON collection_products REFERENCING OLD TABLE AS changed_members
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_members_changed();
--> statement-breakpoint
CREATE TRIGGER collection_products_catalogue_moved_to AFTER UPDATE ON collection_products REFERENCING NEW TABLE AS changed_members
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_members_changed();
