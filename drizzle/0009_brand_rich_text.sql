-- Brand sections become rich text (issue 13): the body is sanitised HTML from now on. Plain
-- paragraphs (separated by a blank line) become <p> elements, their text escaped.
UPDATE "brand_section_texts"
SET "body" = '<p>' || regexp_replace(replace(replace(replace(trim("body"), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n{2,}', '</p><p>', 'g') || '</p>'
WHERE "body" NOT LIKE '<%';
--> statement-breakpoint
-- Their texts get a translation state, like the other texts.
INSERT INTO "translation_state" ("kind", "item_id", "locale") SELECT 'brand', "section_id", "locale" FROM "brand_section_texts" ON CONFLICT DO NOTHING;
