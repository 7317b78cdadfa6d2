-- The store locator (/stores, issue 17): cooperating stores and agents. The seed fills it from
-- scripts/seed-data/store-cities.json through the generator scripts/stores/generate.ts.
-- `city_search` holds every spelling of the city folded in JavaScript (lib/search/fold.ts: case,
-- accents, width; the same fold the site search uses), so the search needs no `unaccent` and
-- matches 東京, "tokyo" and "Munchen" alike; pg_trgm (migration 0000) serves its LIKE patterns.
CREATE TABLE IF NOT EXISTS "stores" (
  "id" text PRIMARY KEY NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('store', 'agent')),
  "name" text NOT NULL,
  "country" text NOT NULL CHECK ("country" ~ '^[A-Z]{2}$'),
  "region" text NOT NULL DEFAULT '',
  "city" text NOT NULL,
  "city_local" text,
  "city_search" text NOT NULL,
  "postcode" text NOT NULL DEFAULT '',
  "postcode_key" text NOT NULL DEFAULT '',
  "address" text NOT NULL,
  "phone" text NOT NULL,
  "email" text,
  "latitude" double precision NOT NULL CHECK ("latitude" BETWEEN -90 AND 90),
  "longitude" double precision NOT NULL CHECK ("longitude" BETWEEN -180 AND 180),
  "hours" jsonb
);
CREATE INDEX IF NOT EXISTS "stores_country_city" ON "stores" ("country", "city", "kind", "name");
CREATE INDEX IF NOT EXISTS "stores_city_trgm" ON "stores" USING gin ("city_search" gin_trgm_ops);
CREATE INDEX IF NOT EXISTS "stores_postcode" ON "stores" ("postcode_key" text_pattern_ops);
