-- Blog authors become localized like titles: the seeded writers get their English names, anyone else keeps one name.
ALTER TABLE "blog_posts" ALTER COLUMN "author" SET DATA TYPE jsonb USING jsonb_build_object(
  'th', "author",
  'en', CASE "author"
    WHEN 'ทีมบรรณาธิการ' THEN 'Editorial team'
    WHEN 'ธนากร' THEN 'Thanakorn'
    WHEN 'กิตติพัฒน์' THEN 'Kittipat'
    WHEN 'ปวีณา' THEN 'Paweena'
    WHEN 'ณัฐธิดา' THEN 'Natthida'
    WHEN 'พิมพ์ชนก' THEN 'Pimchanok'
    ELSE "author"
  END
);
