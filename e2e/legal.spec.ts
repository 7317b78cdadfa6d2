import { expect, test, type Page } from './fixtures';
import de from '../messages/de.json';
import pt from '../messages/pt.json';
import { buyerXsrf } from './buyers';

/**
 * The legal pages each market requires (issue 32): the German Impressum from every footer, the
 * Widerrufsbelehrung from the German checkout, 特定商取引法に基づく表記 from the Japanese footer,
 * 사업자 정보 in the Korean footer, the Brazilian right of regret from the Portuguese checkout. The
 * company data are the demo facts of lib/shop/company-facts.ts, marked as such.
 */

/** A guest's cart with one C4 in the locale's market, then the guest checkout form. */
async function guestCheckout(page: Page, locale: 'de' | 'pt', button: string) {
  const added = await page.request.post('/api/cart/items', {
    headers: { 'x-xsrf-token': await buyerXsrf(page), 'x-lang': locale },
    data: { productId: 'c4', colorId: 'sage', quantity: 1 },
  });
  expect(added.status()).toBe(201);
  await page.goto(`/${locale}/shoppingcart`);
  await page.getByRole('button', { name: button }).click();
  const form = page.locator('form[aria-labelledby="checkout-heading"]');
  await expect(form).toHaveAttribute('data-ready', 'true');
  return form;
}

test('the German footer links the Impressum on every page, which names the demo company data', async ({ page }) => {
  for (const path of ['/de/index', '/de/productsShow?id=c4']) {
    await page.goto(path);
    await expect(page.locator('footer.site-footer').getByRole('link', { name: 'Impressum', exact: true })).toHaveAttribute('href', '/de/imprint');
  }
  await page.locator('footer.site-footer').getByRole('link', { name: 'Impressum', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/imprint$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(page.getByTestId('demo-notice')).toContainText('Pawtrail ist ein Demo-Shop');
  const provider = page.locator('section#provider');
  await expect(provider).toContainText('Zweigniederlassung Deutschland');
  await expect(provider).toContainText('Max Mustermann (Demo)');
  await expect(provider).toContainText('HRB 000000 B (Demo)');
  await expect(provider).toContainText('DE000000000 (Demo)');
  // The contact is the German market's support line (lib/shop/market-facts.ts), as a link.
  await expect(page.locator('section#contact').getByRole('link', { name: '+1 415 555 0142' })).toHaveAttribute('href', 'tel:+14155550142');
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', /\/ja\/imprint$/);
});

test('the German checkout links the Widerrufsbelehrung, which states the 14 days and carries the model form', async ({ page }) => {
  const form = await guestCheckout(page, 'de', de.Cart.guestCheckout);
  const link = form.getByRole('link', { name: 'Widerrufsbelehrung', exact: true });
  await expect(link).toHaveAttribute('href', '/de/withdrawal');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Widerrufsbelehrung');
  await expect(tab.locator('section#right')).toContainText('Die Widerrufsfrist beträgt 14 Tage ab dem Tag');
  await expect(tab.locator('section#form')).toContainText('Hiermit widerrufe(n) ich/wir (*)');
  await expect(tab.locator('section#form')).toContainText('Musterstraße 1, 10115 Berlin, Deutschland (Demo)');
  await expect(tab.locator('section#voluntary')).toContainText('30 Tage ab Lieferung');
  await tab.close();
  // And from every German page's footer.
  await expect(page.locator('footer.site-footer').getByRole('link', { name: 'Widerrufsbelehrung', exact: true })).toHaveAttribute('href', '/de/withdrawal');
});

test('the Japanese footer links 特定商取引法に基づく表記', async ({ page }) => {
  await page.goto('/ja/index');
  const link = page.locator('footer.site-footer').getByRole('link', { name: '特定商取引法に基づく表記', exact: true });
  await expect(link).toHaveAttribute('href', '/ja/imprint');
  await link.click();
  await expect(page).toHaveURL(/\/ja\/imprint$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('特定商取引法に基づく表記');
  await expect(page.getByRole('definition').filter({ hasText: '日本支店' }).first()).toBeVisible();
  await expect(page.locator('main')).toContainText('0000000000000（デモ）');
  await expect(page.locator('section#terms')).toContainText('￥10,000以上のご注文は通常配送が無料です');
  // No withdrawal page in Japanese: mail order in Japan has none by law (the returns terms are on this page).
  expect((await page.goto('/ja/withdrawal'))?.status()).toBe(404);
});

test('the Korean footer shows 사업자 정보 on every page, and links the page', async ({ page }) => {
  await page.goto('/ko/index');
  const business = page.getByTestId('footer-business');
  await expect(business.getByRole('heading', { name: '사업자 정보' })).toBeVisible();
  await expect(business).toContainText('사업자등록번호');
  await expect(business).toContainText('000-00-00000 (데모)');
  await expect(business).toContainText('통신판매업 신고번호');
  await expect(business).toContainText('제0000-서울강남-00000호 (데모)');
  await expect(business).toContainText('홍길동 (데모)');
  await business.getByRole('link', { name: '사업자 정보 자세히 보기' }).click();
  await expect(page).toHaveURL(/\/ko\/imprint$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('사업자 정보');
  await expect(page.locator('section#withdrawal')).toContainText('7일 이내');
  // Only the Korean site carries it.
  await page.goto('/de/index');
  await expect(page.getByTestId('footer-business')).toHaveCount(0);
});

test('the Portuguese checkout links the right of regret, with the CNPJ and the 7 days of CDC art. 49', async ({ page }) => {
  const form = await guestCheckout(page, 'pt', pt.Cart.guestCheckout);
  const link = form.getByRole('link', { name: 'Direito de arrependimento', exact: true });
  await expect(link).toHaveAttribute('href', '/pt/withdrawal');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Direito de arrependimento');
  await expect(tab.locator('section#seller')).toContainText('00.000.000/0000-00 (demonstração)');
  await expect(tab.locator('section#right')).toContainText('no prazo de 7 dias a contar do recebimento do produto');
  await tab.close();
  await expect(page.locator('footer.site-footer').getByRole('link', { name: 'Direito de arrependimento', exact: true })).toHaveAttribute(
    'href',
    '/pt/withdrawal',
  );
  // Where the page does not exist it answers 404, and the English footer does not offer it.
  expect((await page.goto('/withdrawal'))?.status()).toBe(404);
  await expect(page.locator('footer.site-footer').getByRole('link', { name: /withdrawal/i })).toHaveCount(0);
});
