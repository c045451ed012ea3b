-- My reviews have their pages now (issue #14): the account-menu entry joins existing shops after my orders, where the
-- reviews come from (0009 took it out until then). A fresh database has no menu yet at this point: the seed writes
-- the whole menu, this entry included.
UPDATE "account_menu_items" SET "position" = "position" + 1 WHERE "position" > (SELECT "position" FROM "account_menu_items" WHERE "key" = 'my-order');--> statement-breakpoint
INSERT INTO "account_menu_items" ("key", "path", "icon", "label", "position")
  SELECT 'my-review', '/account/my-review', 'star', '{"th": "รีวิวของฉัน", "en": "My reviews"}'::jsonb, "position" + 1
  FROM "account_menu_items" WHERE "key" = 'my-order'
  ON CONFLICT ("key") DO NOTHING;
