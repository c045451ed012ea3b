-- The account menu links only to pages the shop has (issue #15 item 7): cashback, wish list, reviews and
-- notifications come with the engagement issue (#14), which seeds their entries again with their pages.
DELETE FROM "account_menu_items" WHERE "key" IN ('cashback', 'my-wish-list', 'my-review', 'notification');
