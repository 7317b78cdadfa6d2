-- 1-833-PAWTRAIL spells +1 833 729 8724 (P-A-W-T-R-A-I): databases still dialling the number the
-- demo content had (+1 833 729 2872) get the right one; a number staff set is left alone.
UPDATE "site_settings" SET "value" = '"+18337298724"'::jsonb WHERE "key" = 'hotlineTel' AND "value" = '"+18337292872"'::jsonb;
