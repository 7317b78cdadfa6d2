-- The revision of its locale's text that each published version was: restoring the English text a
-- translation was made from makes that translation current again. Versions kept before this are
-- of unknown revision (null) and are never matched.
ALTER TABLE "content_versions" ADD COLUMN "revision" integer;
