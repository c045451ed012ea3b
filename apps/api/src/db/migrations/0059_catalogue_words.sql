-- The catalogue index holds each listed product's search text too, as word ids in order (decision 0072): a search's
-- exact hits are found in its word postings and ranked there. So the change log names a product whenever its search
-- text changes (a brand's or a category's name, or the text written by hand), as it does for the columns its listings
-- and cards read; its folded names (search_name) follow its name, already logged.
DROP TRIGGER products_catalogue_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.brand_id, OLD.main_category_id, OLD.sub_category_id, OLD.detail_category_id, OLD.flags, OLD.delivery_max_days,
    OLD.effective_price, OLD.discount_percent, OLD.stock, OLD.sold_ranked, OLD.option_values, OLD.promotion_kinds,
    OLD.created_at, OLD.rank, OLD.rating_tenths, OLD.withdrawn_at IS NULL, OLD.code, OLD.slug, OLD.name, OLD.price,
    OLD.special_price, OLD.sold, OLD.badges, OLD.card_image, OLD.search_text)
    IS DISTINCT FROM (NEW.brand_id, NEW.main_category_id, NEW.sub_category_id, NEW.detail_category_id, NEW.flags,
    NEW.delivery_max_days, NEW.effective_price, NEW.discount_percent, NEW.stock, NEW.sold_ranked, NEW.option_values,
    NEW.promotion_kinds, NEW.created_at, NEW.rank, NEW.rating_tenths, NEW.withdrawn_at IS NULL, NEW.code, NEW.slug,
    NEW.name, NEW.price, NEW.special_price, NEW.sold, NEW.badges, NEW.card_image, NEW.search_text))
  EXECUTE FUNCTION catalogue_product_changed();
