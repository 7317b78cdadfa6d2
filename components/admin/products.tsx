'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useMessagesLocale, useT } from '@/components/i18n/messages-provider';
import { CheckboxField, type Outcome, SelectField, serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { localeTags } from '@/i18n/routing';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { formatPrice } from '@/lib/marketing/format';
import { currencyOf, MARKET_RULES } from '@/lib/shop/markets';
import { centsOf, minorOf, newCategorySchema, newProductFormSchema, PRICED_MARKETS, productSettingsFormSchema, typedOf } from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import { fieldError, useSaveFailure } from './use-save-failure';
import { ProductVariants } from './variants';
import { LoadFailure } from './load-failure';
import { ScrollRegion } from './scroll-region';
import styles from './admin.module.css';
import type { BulkProductsResult, StaffCategoryOption, StaffProduct, StaffProductList } from '@/lib/types/staff';
import { busyButton } from '@/components/ui/busy-button';
import { useUrlFilter } from './use-url-filter';

/** What GET /api/admin/products answers per product. */
type Product = StaffProduct;
type ProductList = StaffProductList;

/** Marks where a link goes in a translated sentence (`{link}`), so the sentence stays whole for translators. */
const LINK = '\u0000';
const withLink = (sentence: string, link: ReactNode) => {
  const [before, after] = sentence.split(LINK);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
};
const today = () => new Date().toISOString().slice(0, 10);

/** Price, stock, flags and status of every product, drafts and low stock first in the eye; a new product starts as a draft. The texts are under Content. */
export function Products() {
  const t = useT('AdminProducts');
  return (
    <AdminShell title={t('title')} roles={['admin', 'editor']}>
      {() => (
        <Suspense>
          <ProductsView />
        </Suspense>
      )}
    </AdminShell>
  );
}

function ProductsView() {
  const t = useT('AdminProducts');
  const tag = localeTags[useMessagesLocale()];
  const [selected, setSelected] = useState<string | null>(null);
  // Kept here: the form below starts afresh from each new version of the product, the message stays.
  const [outcome, setOutcome] = useState<Outcome>(null);
  const products = useQuery({ queryKey: adminQueryKeys.products, queryFn: () => adminFetch<ProductList>('/api/admin/products') });
  // ?stock=low: the dashboard's "low on stock" figure leads here.
  const [stock, setStock] = useUrlFilter('stock', ['low'] as const, '');
  const all = products.data?.items ?? [];
  const items = stock === 'low' ? all.filter((p) => p.lowStock) : all;
  const current = items.find((p) => p.id === selected);
  // Products picked for a bulk action, by id.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const pickedItems = items.filter((p) => picked.has(p.id));
  return (
    <>
      <StatusLine outcome={outcome} />
      <div className={styles.split}>
        <section aria-label={t('listLabel')}>
          <LoadFailure query={products} />
          <ul className={styles.tabs} aria-label={t('filter.show')}>
            {(['', 'low'] as const).map((s) => (
              <li key={s || 'all'}>
                <button type="button" className="button" aria-pressed={stock === s} onClick={() => setStock(s)}>
                  {s ? t('filter.low') : t('filter.all')}
                </button>
              </li>
            ))}
          </ul>
          {products.data ? <BulkBar picked={pickedItems} categories={products.data.categories} onDone={() => setPicked(new Set())} /> : null}
          <ScrollRegion name={t('listLabel')}>
            <table className={styles.table} aria-busy={products.isPending} data-testid="products">
              <thead>
                <tr>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('bulk.all')}
                      checked={items.length > 0 && pickedItems.length === items.length}
                      onChange={(e) => setPicked(e.target.checked ? new Set(items.map((p) => p.id)) : new Set())}
                    />
                  </td>
                  <th scope="col">{t('columns.product')}</th>
                  <th scope="col">{t('columns.price')}</th>
                  <th scope="col">{t('columns.stock')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('bulk.pick', { name: p.name })}
                        checked={picked.has(p.id)}
                        onChange={(e) =>
                          setPicked((set) => {
                            const next = new Set(set);
                            if (e.target.checked) next.add(p.id);
                            else next.delete(p.id);
                            return next;
                          })
                        }
                      />
                    </td>
                    <th scope="row">
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-current={selected === p.id}
                        onClick={() => {
                          setSelected(p.id);
                          setOutcome(null);
                        }}
                      >
                        {p.name}
                      </button>
                      {p.status === 'draft' ? <strong className={styles.meta}> · {t('flags.draft')}</strong> : null}
                      {p.comingSoon ? <span className={styles.meta}> · {t('flags.comingSoon')}</span> : null}
                      {p.featured ? <span className={styles.meta}> · {t('flags.featured')}</span> : null}
                    </th>
                    <td>{formatPrice(p.priceCents, p.currency, tag)}</td>
                    <td>{p.lowStock ? <strong>{t('lowStock', { stock: p.stock })}</strong> : p.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {products.data ? (
            <NewProduct
              categories={products.data.categories}
              setOutcome={setOutcome}
              onCreated={(id) => {
                setSelected(id);
              }}
            />
          ) : null}
          {products.data ? <NewCategory setOutcome={setOutcome} /> : null}
        </section>
        {current ? <ProductSettings key={`${current.id}/${current.updatedAt}`} product={current} setOutcome={setOutcome} /> : <p>{t('choose')}</p>}
      </div>
    </>
  );
}

/**
 * One change for the picked products: on sale or back to draft, featured or not, another category,
 * a stock count or a US price. All or none: the server refuses the lot when one is gone, changed
 * meanwhile or not ready for sale, and the bar names each.
 */
function BulkBar({ picked, categories, onDone }: { picked: StaffProduct[]; categories: StaffCategoryOption[]; onDone: () => void }) {
  const t = useT('AdminProducts');
  const errors = useT('Errors');
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refused, setRefused] = useState<BulkProductsResult['refused']>([]);
  const [busy, setBusy] = useState(false);
  const [category, setCategory] = useState(categories[0]?.id ?? '');
  const [stock, setStock] = useState('');
  const [price, setPrice] = useState('');
  const names = new Map(picked.map((p) => [p.id, p.name]));
  const run = async (change: Record<string, unknown>) => {
    setOutcome(null);
    setRefused([]);
    setBusy(true);
    try {
      const result = await adminFetch<BulkProductsResult>('/api/admin/products/bulk', {
        method: 'POST',
        body: { items: picked.map((p) => ({ id: p.id, updatedAt: p.updatedAt })), change },
      });
      if (result.applied) {
        onDone();
        setOutcome({ kind: 'success', text: t('bulk.done', { count: result.changed.length }) });
      } else {
        setRefused(result.refused);
        setOutcome({ kind: 'error', text: t('bulk.refused', { count: result.refused.length }) });
      }
      await client.invalidateQueries({ queryKey: adminQueryKeys.products });
    } catch (error) {
      setOutcome(serverOutcome(null, error, errors));
    } finally {
      setBusy(false);
    }
  };
  const stockValue = /^\d{1,7}$/.test(stock.trim()) ? Number(stock) : null;
  const priceValue = /^\d{1,5}(\.\d{1,2})?$/.test(price.trim()) ? centsOf(price) : null;
  return (
    <div className={styles.section} role="group" aria-label={t('bulk.label')}>
      <StatusLine outcome={outcome} />
      {refused.length ? (
        <ul>
          {refused.map((r) => (
            <li key={r.id}>{t(`bulk.reason.${r.reason}`, { name: names.get(r.id) ?? r.id })}</li>
          ))}
        </ul>
      ) : null}
      {picked.length === 0 ? (
        <p className={styles.meta}>{t('bulk.hint')}</p>
      ) : (
        <>
          <p className={styles.meta}>{t('bulk.picked', { count: picked.length })}</p>
          <div className={styles.actions}>
            <button type="button" className="button" {...busyButton(busy, () => void run({ status: 'active' }))}>
              {t('bulk.onSale')}
            </button>
            <button type="button" className="button" {...busyButton(busy, () => void run({ status: 'draft' }))}>
              {t('bulk.toDraft')}
            </button>
            <button type="button" className="button" {...busyButton(busy, () => void run({ featured: true }))}>
              {t('bulk.feature')}
            </button>
            <button type="button" className="button" {...busyButton(busy, () => void run({ featured: false }))}>
              {t('bulk.unfeature')}
            </button>
          </div>
          <div className={styles.actions}>
            <label>
              {t('bulk.category')}{' '}
              <select value={category} onChange={(e) => setCategory(e.target.value)}>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="button" {...busyButton(busy || !category, () => void run({ categoryId: category }))}>
              {t('bulk.move')}
            </button>
          </div>
          <div className={styles.actions}>
            <label>
              {t('bulk.stock')} <input type="text" inputMode="numeric" size={7} value={stock} onChange={(e) => setStock(e.target.value)} />
            </label>
            <button type="button" className="button" {...busyButton(busy || stockValue === null, () => void run({ stock: stockValue }))}>
              {t('bulk.setStock')}
            </button>
            <label>
              {t('bulk.price')} <input type="text" inputMode="decimal" size={8} value={price} onChange={(e) => setPrice(e.target.value)} />
            </label>
            <button type="button" className="button" {...busyButton(busy || priceValue === null, () => void run({ priceCents: priceValue }))}>
              {t('bulk.setPrice')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

const useFailure = (setOutcome: (outcome: Outcome) => void) => {
  const t = useT('AdminProducts');
  return useSaveFailure(adminQueryKeys.products, t('conflict'), setOutcome);
};

function ProductSettings({ product, setOutcome }: { product: Product; setOutcome: (outcome: Outcome) => void }) {
  const t = useT('AdminProducts');
  const tag = localeTags[useMessagesLocale()];
  const countries = useMemo(() => new Intl.DisplayNames([tag], { type: 'region' }), [tag]);
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(productSettingsFormSchema, {
    price: (product.priceCents / 100).toFixed(2),
    prices: Object.fromEntries(PRICED_MARKETS.map((m) => [m, typedOf(product.prices[m] ?? 0, currencyOf(m))])) as Record<
      (typeof PRICED_MARKETS)[number],
      string
    >,
    stock: product.stock,
    comingSoon: product.comingSoon,
    featured: product.featured,
    status: product.status,
  });
  const error = fieldError(form);
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await adminFetch<Product>(`/api/admin/products/${product.id}`, {
        method: 'PATCH',
        body: {
          priceCents: centsOf(values.price),
          prices: Object.fromEntries(PRICED_MARKETS.map((m) => [m, minorOf(values.prices[m], currencyOf(m))])),
          stock: values.stock,
          comingSoon: values.comingSoon,
          featured: values.featured,
          status: values.status,
          updatedAt: product.updatedAt,
        },
      });
      await client.invalidateQueries({ queryKey: adminQueryKeys.products });
      await client.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
      setOutcome({
        kind: 'success',
        text: values.status === 'active' ? t('savedActive', { name: product.name }) : t('savedDraft', { name: product.name }),
      });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <article aria-labelledby="product-heading" className={styles.section}>
      <h2 id="product-heading">{product.name}</h2>
      <form onSubmit={save} noValidate aria-label={t('settingsLabel')} className={styles.grid}>
        <SelectField label={t('statusLabel')} hint={t('statusHint')} registration={form.register('status')} error={error('status')}>
          <option value="draft">{t('status.draft')}</option>
          <option value="active">{t('status.active')}</option>
        </SelectField>
        <TextField
          label={t('priceIn', { currency: product.currency })}
          inputMode="decimal"
          autoComplete="off"
          registration={form.register('price')}
          error={error('price')}
        />
        <fieldset className={styles.grid}>
          <legend>{t('marketPrices')}</legend>
          {PRICED_MARKETS.map((m) => (
            <TextField
              key={m}
              label={t('marketPrice', { country: countries.of(MARKET_RULES[m].country) ?? MARKET_RULES[m].country, currency: currencyOf(m) })}
              inputMode="decimal"
              autoComplete="off"
              registration={form.register(`prices.${m}`)}
              error={form.formState.errors.prices?.[m]?.message}
            />
          ))}
        </fieldset>
        <TextField label={t('inStock')} type="number" min={0} inputMode="numeric" registration={form.register('stock')} error={error('stock')} />
        <CheckboxField label={t('comingSoon')} registration={form.register('comingSoon')} />
        <CheckboxField label={t('featured')} registration={form.register('featured')} />
        <SubmitButton pending={form.formState.isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </form>
      <p className={styles.meta}>
        {withLink(
          t('texts', { link: LINK }),
          <a href={`/admin/content?kind=products&item=${encodeURIComponent(product.id)}&locale=en&ref=ja`}>{t('textsLink')}</a>,
        )}
      </p>
      <ProductVariants productId={product.id} />
    </article>
  );
}

function NewProduct({
  categories,
  setOutcome,
  onCreated,
}: {
  categories: ProductList['categories'];
  setOutcome: (outcome: Outcome) => void;
  onCreated: (id: string) => void;
}) {
  const t = useT('AdminProducts');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const form = useSchemaForm(newProductFormSchema, {
    id: '',
    categoryId: categories[0]?.id ?? '',
    price: '',
    stock: 0,
    releasedAt: today(),
    variantKind: 'colour',
  });
  const error = fieldError(form);
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { price, ...rest } = values;
      const created = await adminFetch<Product>('/api/admin/products', { method: 'POST', body: { ...rest, priceCents: centsOf(price) } });
      await client.invalidateQueries({ queryKey: adminQueryKeys.products });
      form.reset();
      onCreated(created.id);
      setOutcome({
        kind: 'success',
        text: t('newProduct.added', { id: created.id }),
      });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-product" className={styles.section}>
      <h2 id="new-product">{t('newProduct.heading')}</h2>
      <TextField label={t('newProduct.id')} hint={t('newProduct.idHint')} autoComplete="off" registration={form.register('id')} error={error('id')} />
      <SelectField label={t('newProduct.category')} registration={form.register('categoryId')} error={error('categoryId')}>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('priceIn', { currency: 'USD' })}
        inputMode="decimal"
        autoComplete="off"
        registration={form.register('price')}
        error={error('price')}
      />
      <TextField label={t('inStock')} type="number" min={0} inputMode="numeric" registration={form.register('stock')} error={error('stock')} />
      <TextField label={t('newProduct.releasedAt')} type="date" registration={form.register('releasedAt')} error={error('releasedAt')} />
      <SelectField label={t('newProduct.variantKind')} registration={form.register('variantKind')} error={error('variantKind')}>
        <option value="colour">{t('newProduct.variantKinds.colour')}</option>
        <option value="size">{t('newProduct.variantKinds.size')}</option>
      </SelectField>
      <SubmitButton pending={form.formState.isSubmitting} label={t('newProduct.submit')} pendingLabel={t('newProduct.adding')} />
    </form>
  );
}

function NewCategory({ setOutcome }: { setOutcome: (outcome: Outcome) => void }) {
  const t = useT('AdminProducts');
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const [added, setAdded] = useState<string | null>(null);
  const form = useSchemaForm(newCategorySchema, { id: '' });
  const error = fieldError(form);
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    setAdded(null);
    try {
      const created = await adminFetch<StaffCategoryOption>('/api/admin/categories', { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.products });
      form.reset();
      setAdded(created.id);
      setOutcome({ kind: 'success', text: t('newCategory.added', { id: created.id }) });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-category" className={styles.section}>
      <h2 id="new-category">{t('newCategory.heading')}</h2>
      <TextField label={t('newCategory.id')} hint={t('newCategory.idHint')} autoComplete="off" registration={form.register('id')} error={error('id')} />
      <SubmitButton pending={form.formState.isSubmitting} label={t('newCategory.submit')} pendingLabel={t('newCategory.adding')} />
      {added ? (
        <p className={styles.meta}>
          {withLink(
            t('newCategory.texts', { link: LINK }),
            <a href={`/admin/content?kind=categories&item=${encodeURIComponent(added)}&locale=en&ref=ja`}>{t('newCategory.textsLink')}</a>,
          )}
        </p>
      ) : null}
    </form>
  );
}
