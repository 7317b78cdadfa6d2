-- Markets (issue 16): a price per product and market, stored, never converted when a page renders.
-- The US price stays products.price_cents; the other nine markets' prices live here. A product
-- inserted by any path (seed, content:publish, the back office) gets a first price in every market
-- from its US price by the rule of lib/shop/markets.ts (MARKET_RULES[…].suggest; a jest test keeps
-- the two equal), which staff may then change.
CREATE TABLE IF NOT EXISTS "product_prices" (
	"product_id" text NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"market" text NOT NULL CHECK ("market" IN ('DE', 'FR', 'ES', 'IT', 'JP', 'CN', 'KR', 'BR', 'RU')),
	"amount" integer NOT NULL CHECK ("amount" >= 0),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("product_id", "market")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION suggest_market_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO product_prices (product_id, market, amount)
	SELECT NEW.id, m.market, greatest(0, ((NEW.price_cents::bigint * m.per_mille + m.step * 1000 - 1) / (m.step * 1000)) * m.step - m.ending)
	FROM (VALUES
		('DE', 1000, 100, 1), ('FR', 1000, 100, 1), ('ES', 1000, 100, 1), ('IT', 1000, 100, 1),
		('JP', 1500, 100, 20), ('CN', 7200, 1000, 100), ('KR', 13800, 1000, 0), ('BR', 5500, 1000, 10), ('RU', 95000, 10000, 100)
	) AS m(market, per_mille, step, ending)
	ON CONFLICT DO NOTHING;
	RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_market_prices ON products;--> statement-breakpoint
CREATE TRIGGER products_market_prices AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION suggest_market_prices();--> statement-breakpoint
-- Products that exist already get theirs the same way (an UPDATE does not fire the insert trigger).
INSERT INTO product_prices (product_id, market, amount)
SELECT p.id, m.market, greatest(0, ((p.price_cents::bigint * m.per_mille + m.step * 1000 - 1) / (m.step * 1000)) * m.step - m.ending)
FROM products p CROSS JOIN (VALUES
	('DE', 1000, 100, 1), ('FR', 1000, 100, 1), ('ES', 1000, 100, 1), ('IT', 1000, 100, 1),
	('JP', 1500, 100, 20), ('CN', 7200, 1000, 100), ('KR', 13800, 1000, 0), ('BR', 5500, 1000, 10), ('RU', 95000, 10000, 100)
) AS m(market, per_mille, step, ending)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An order keeps what was charged: its market and currency, the tax (included or added) and its
-- rate, and the shipping method; amounts are in the currency's minor unit.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "market" text NOT NULL DEFAULT 'US';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tax_cents" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tax_included" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tax_rate_bp" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipping_method" text NOT NULL DEFAULT 'standard';
