import { expect, test } from './fixtures';
import { axe } from './axe';

/**
 * The shop's policies (issue 16): /terms, /privacy, /shipping and /returns open in several
 * languages with one h1, a working table of contents and the date of the last change; the footer
 * links to all four on every page; the register form's terms checkbox links to the terms and the
 * privacy policy while its label still names the checkbox. The texts are server-rendered only: no
 * script the browser downloads carries them.
 */

const TITLES = {
  en: { terms: 'Terms of use and sale', privacy: 'Privacy policy', shipping: 'Shipping policy', returns: 'Returns and refunds' },
  de: { terms: 'Nutzungs- und Verkaufsbedingungen', privacy: 'Datenschutzerklärung', shipping: 'Versandinformationen', returns: 'Rückgabe und Erstattung' },
  ja: { terms: '利用規約・販売条件', privacy: 'プライバシーポリシー', shipping: '配送について', returns: '返品・返金について' },
  fr: {
    terms: 'Conditions générales d’utilisation et de vente',
    privacy: 'Politique de confidentialité',
    shipping: 'Politique de livraison',
    returns: 'Retours et remboursements',
  },
  ru: { terms: 'Условия использования и продажи', privacy: 'Политика конфиденциальности', shipping: 'Условия доставки', returns: 'Возврат и возмещение' },
} as const;
type Page = keyof (typeof TITLES)['en'];

const FOOTER = {
  en: { terms: 'Terms of use', privacy: 'Privacy protection', shipping: 'Shipping', returns: 'Returns and refunds' },
  de: { terms: 'AGB', privacy: 'Datenschutz', shipping: 'Versand', returns: 'Rückgabe und Erstattung' },
  ja: { terms: '利用規約', privacy: 'プライバシー保護', shipping: '配送について', returns: '返品・返金' },
} as const;

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

for (const [locale, titles] of Object.entries(TITLES)) {
  test(`the four policies open in ${locale} with one h1, a table of contents and the last change`, async ({ page }) => {
    for (const [key, title] of Object.entries(titles) as [Page, string][]) {
      const response = await page.goto(`${prefix(locale)}/${key}`);
      expect({ key, status: response?.status() }).toEqual({ key, status: 200 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix(locale)}/${key}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`[^/]/${key}$`));

      const toc = page.locator('main nav[aria-labelledby$="-toc"]');
      const entries = toc.getByRole('link');
      const sections = page.locator('main section[id] > h2');
      await expect(sections.first()).toBeVisible();
      const count = await sections.count();
      expect(count).toBeGreaterThanOrEqual(6);
      await expect(entries).toHaveCount(count);
      // Each entry leads to its section, and names it.
      const last = entries.nth(count - 1);
      const target = (await last.getAttribute('href'))!;
      await expect(page.locator(`section${target} > h2`)).toHaveText((await last.textContent())!);
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(`section${target} > h2`)).toBeInViewport();

      await expect(page.locator('main time[datetime="2026-11-26"]')).toBeVisible();
    }
  });
}

test('the shipping policy states each market’s prices in the reader’s format', async ({ page }) => {
  await page.goto('/shipping');
  const rates = page.getByRole('table', { name: 'Shipping prices and delivery times by country' });
  await expect(rates.getByRole('row', { name: /United States/ })).toContainText('$6.99');
  await expect(rates.getByRole('row', { name: /United States/ })).toContainText('3–5 business days');
  await expect(rates.getByRole('row', { name: /United States/ })).toContainText('$99');
  await expect(rates.getByRole('row', { name: /Japan/ })).toContainText('¥10,000');

  await page.goto('/pt/shipping');
  await expect(page.getByRole('row', { name: /Brasil/ }).last()).toContainText(/R\$\s29,90/);
  await page.goto('/ru/shipping');
  await expect(page.getByRole('row', { name: /Россия/ }).last()).toContainText(/7\s990\s₽/);
  await expect(page.getByRole('row', { name: /Россия/ }).last()).toContainText('5–9 рабочих дней');
});

// One test per page: axe over a long policy page takes seconds on a slow machine. /terms, /privacy,
// /returns (English) and /ja/shipping are audited by every-route.spec.ts's sweep of the added pages.
for (const path of ['/de/privacy', '/fr/shipping']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const { violations } = await axe(page);
    expect({ path, violations: violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({ path, violations: [] });
  });
}

for (const [locale, labels] of Object.entries(FOOTER)) {
  test(`the footer links to the four policies (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/index`);
    const footer = page.locator('footer.site-footer');
    for (const [key, label] of Object.entries(labels)) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `${prefix(locale)}/${key}`);
    }
    await footer.getByRole('link', { name: labels.returns, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/returns$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[locale as keyof typeof FOOTER].returns);
  });
}

test('the register form’s terms checkbox links to the terms and the privacy policy and keeps its name', async ({ page }) => {
  await page.goto('/register');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  const checkbox = page.getByRole('checkbox', { name: 'I accept the terms of use and the privacy policy.' });
  await expect(checkbox).toBeVisible();
  await checkbox.check();
  await expect(checkbox).toBeChecked();
  const label = page.locator(`label[for="${await checkbox.getAttribute('id')}"]`);
  await expect(label.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  await label.getByRole('link', { name: 'terms of use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.en.terms);

  await page.goto('/de/register');
  await expect(page.locator('form[data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nutzungsbedingungen', exact: true })).toHaveAttribute('href', '/de/terms');
  await expect(page.getByRole('link', { name: 'Datenschutzerklärung', exact: true })).toHaveAttribute('href', '/de/privacy');
});

test('the policy texts travel as HTML only, in no script the browser downloads', async ({ page, request }) => {
  await page.goto('/de/shipping');
  const sentence = 'Die Lieferzeiten zählen in Werktagen ab Versand';
  await expect(page.getByText(sentence)).toBeVisible();
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect({ src, carries: body.includes(sentence) || body.includes('Lieferzeiten') }).toEqual({ src, carries: false });
  }
});

test('each policy has its Open Graph card', async ({ page, request }) => {
  for (const path of ['/terms', '/ja/returns']) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(image).toMatch(/\/og\/(en|ja)\/page\/(terms|returns)\.png\?v=/);
    const response = await request.get(image!);
    expect({ path, status: response.status(), type: response.headers()['content-type'] }).toEqual({ path, status: 200, type: 'image/png' });
  }
});

/**
 * Facts said once (issue 32): the FAQ and the policies quote the market table, so a German reader
 * reads the German prices and periods in both, and nothing the shop does not do.
 */
test('the FAQ and the policies state the same facts of the reader’s market', async ({ page }) => {
  await page.goto('/de/problems');
  const answer = (id: string) => page.locator(`details#${id}`);
  await answer('shipping-cost').locator('summary').click();
  await expect(answer('shipping-cost')).toContainText(/Der Standardversand kostet 4,99\s€ und ist ab einem Bestellwert von 79\s€ kostenlos/);
  await expect(answer('warranty-length')).toContainText('die Garantiezeit beträgt 2 Jahre ab Lieferung');
  await expect(answer('return-policy')).toContainText('ab der Lieferung hast du dafür 30 Tage Zeit');
  await expect(answer('payment-methods')).toContainText('Wir akzeptieren Kredit- und Debitkarten (Visa, Mastercard und American Express)');
  await expect(page.locator('main')).not.toContainText(/PayPal|Apple Pay|Google Pay|US-Dollar/);
  await expect(answer('change-order')).toContainText('solange sie noch nicht versandt ist');

  await page.goto('/de/returns');
  await expect(page.locator('section#period')).toContainText('Ab der Lieferung hast du 30 Tage Zeit');
  await expect(page.locator('section#warranty')).toContainText('Die Garantie auf unsere Geräte beträgt 2 Jahre ab Lieferung');
  const service = page.getByRole('table', { name: 'Garantie und Support-Hotline nach Land' });
  await expect(service.getByRole('row', { name: /Deutschland/ })).toContainText('2 Jahre');
  await expect(service.getByRole('row', { name: /Japan/ })).toContainText('1 Jahr');
  await expect(service.getByRole('row', { name: /Frankreich/ }).getByRole('link')).toHaveAttribute('href', 'tel:+33199004242');
  await expect(page.locator('section#start')).toContainText('„Rücksendung anfragen“');

  await page.goto('/shipping');
  await expect(page.locator('section#markets')).toContainText(
    'We deliver to Brazil, China, France, Germany, Italy, Japan, Russia, South Korea, Spain, and the United States.',
  );
  await page.goto('/problems');
  await expect(page.locator('details#shipping-cost')).toContainText(
    'Standard shipping costs $6.99 and is free for orders from $99; express shipping costs $14.99.',
  );
  await expect(page.locator('details#warranty-claim')).toContainText('1-833-PAWTRAIL (Mon–Sat, 8:30 AM–8:30 PM, Pacific Time)');
});
