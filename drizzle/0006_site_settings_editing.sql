-- Site settings become editable in the back office (issue 13).
-- The company statistics move from code into the settings; a database that already holds the
-- demo content gets spec §9's figures (an empty one gets them from the seed).
INSERT INTO "site_settings" ("key", "value")
SELECT 'stats', '{"years":{"value":21,"plus":false},"countries":{"value":69,"plus":false},"products":{"value":50,"plus":true},"agents":{"value":300,"plus":false},"patents":{"value":300,"plus":false},"stores":{"value":1000,"plus":true}}'::jsonb
WHERE EXISTS (SELECT 1 FROM "site_settings")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The company name and address per locale get a translation state, like the other texts.
INSERT INTO "translation_state" ("kind", "item_id", "locale")
SELECT DISTINCT 'settings', 'site', "locale" FROM "site_setting_texts"
ON CONFLICT DO NOTHING;
