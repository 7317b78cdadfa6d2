'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckboxField, type Outcome, SelectField, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { currencyOf, MARKET_RULES } from '@/lib/shop/markets';
import {
  centsOf,
  minorOf,
  newCategorySchema,
  newProductFormSchema,
  PRICED_MARKETS,
  productSettingsFormSchema,
  typedOf,
  type ProductStatus,
} from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import { fieldError, useSaveFailure } from './use-save-failure';
import { ProductVariants } from './variants';
import styles from './admin.module.css';

/** What GET /api/admin/products answers per product. */
interface Product {
  id: string;
  name: string;
  status: ProductStatus;
  categoryId: string;
  priceCents: number;
  currency: string;
  /** The other markets' prices, in their currency's minor unit. */
  prices: Record<string, number>;
  stock: number;
  comingSoon: boolean;
  featured: boolean;
  lowStock: boolean;
  updatedAt: string;
}
interface ProductList {
  items: Product[];
  categories: { id: string; name: string }[];
}

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
const today = () => new Date().toISOString().slice(0, 10);

/** Price, stock, flags and status of every product, drafts and low stock first in the eye; a new product starts as a draft. The texts are under Content. */
export function Products() {
  return (
    <AdminShell title="Products" roles={['admin', 'editor']}>
      {() => <ProductsView />}
    </AdminShell>
  );
}

function ProductsView() {
  const [selected, setSelected] = useState<string | null>(null);
  // Kept here: the form below starts afresh from each new version of the product, the message stays.
  const [outcome, setOutcome] = useState<Outcome>(null);
  const products = useQuery({ queryKey: adminQueryKeys.products, queryFn: () => adminFetch<ProductList>('/api/admin/products') });
  const items = products.data?.items ?? [];
  const current = items.find((p) => p.id === selected);
  return (
    <>
      <StatusLine outcome={outcome} />
      <div className={styles.split}>
        <section aria-label="Product list">
          <table className={styles.table} aria-busy={products.isPending} data-testid="products">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.id}>
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
                    {p.status === 'draft' ? <strong className={styles.meta}> · draft, not in the shop</strong> : null}
                    {p.comingSoon ? <span className={styles.meta}> · coming soon</span> : null}
                    {p.featured ? <span className={styles.meta}> · featured</span> : null}
                  </th>
                  <td>{money(p.priceCents, p.currency)}</td>
                  <td>{p.lowStock ? <strong>{p.stock} · low</strong> : p.stock}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
        {current ? (
          <ProductSettings key={`${current.id}/${current.updatedAt}`} product={current} setOutcome={setOutcome} />
        ) : (
          <p>Choose a product to change its price, stock or status.</p>
        )}
      </div>
    </>
  );
}

const useFailure = (setOutcome: (outcome: Outcome) => void) =>
  useSaveFailure(
    adminQueryKeys.products,
    'This product changed meanwhile (an order may have moved its stock), or its id is taken: the list now shows the current state.',
    setOutcome,
  );

function ProductSettings({ product, setOutcome }: { product: Product; setOutcome: (outcome: Outcome) => void }) {
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
        text:
          values.status === 'active'
            ? `${product.name} saved. The shop shows it within seconds.`
            : `${product.name} saved as a draft: the shop does not show it.`,
      });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <article aria-labelledby="product-heading" className={styles.section}>
      <h2 id="product-heading">{product.name}</h2>
      <form onSubmit={save} noValidate aria-label="Price, stock and status" className={styles.grid}>
        <SelectField
          label="Status"
          hint="A draft is nowhere in the shop. To go on sale it needs its English name (under Content) and a colour or size with a photo."
          registration={form.register('status')}
          error={error('status')}
        >
          <option value="draft">Draft</option>
          <option value="active">Active, for sale</option>
        </SelectField>
        <TextField label={`Price (${product.currency})`} inputMode="decimal" autoComplete="off" registration={form.register('price')} error={error('price')} />
        <fieldset className={styles.grid}>
          <legend>Prices in the other markets (VAT included; the shop shows each exactly as set)</legend>
          {PRICED_MARKETS.map((m) => (
            <TextField
              key={m}
              label={`${countryLabel(MARKET_RULES[m].country)} (${currencyOf(m)})`}
              inputMode="decimal"
              autoComplete="off"
              registration={form.register(`prices.${m}`)}
              error={form.formState.errors.prices?.[m]?.message}
            />
          ))}
        </fieldset>
        <TextField label="In stock" type="number" min={0} inputMode="numeric" registration={form.register('stock')} error={error('stock')} />
        <CheckboxField label="Coming soon (visitors can ask to be told when it is available)" registration={form.register('comingSoon')} />
        <CheckboxField label="Featured on the home page" registration={form.register('featured')} />
        <SubmitButton pending={form.formState.isSubmitting} label="Save" pendingLabel="Saving…" />
      </form>
      <p className={styles.meta}>
        Names and texts in every language:{' '}
        <a href={`/admin/content?kind=products&item=${encodeURIComponent(product.id)}&locale=en&ref=ja`}>edit under Content</a>.
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
        text: `Product ${created.id} added as a draft. Next: its texts under Content, a colour or size with photos, then make it active.`,
      });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-product" className={styles.section}>
      <h2 id="new-product">Add a product</h2>
      <TextField
        label="Id"
        hint="Lowercase letters, digits and dashes; it is the page address and cannot change"
        autoComplete="off"
        registration={form.register('id')}
        error={error('id')}
      />
      <SelectField label="Category" registration={form.register('categoryId')} error={error('categoryId')}>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Price (USD)" inputMode="decimal" autoComplete="off" registration={form.register('price')} error={error('price')} />
      <TextField label="In stock" type="number" min={0} inputMode="numeric" registration={form.register('stock')} error={error('stock')} />
      <TextField label="Release date" type="date" registration={form.register('releasedAt')} error={error('releasedAt')} />
      <SelectField label="Its variants are" registration={form.register('variantKind')} error={error('variantKind')}>
        <option value="colour">Colours</option>
        <option value="size">Sizes</option>
      </SelectField>
      <SubmitButton pending={form.formState.isSubmitting} label="Add product" pendingLabel="Adding…" />
    </form>
  );
}

function NewCategory({ setOutcome }: { setOutcome: (outcome: Outcome) => void }) {
  const client = useQueryClient();
  const failed = useFailure(setOutcome);
  const [added, setAdded] = useState<string | null>(null);
  const form = useSchemaForm(newCategorySchema, { id: '' });
  const error = fieldError(form);
  const create = form.handleSubmit(async (values) => {
    setOutcome(null);
    setAdded(null);
    try {
      const created = await adminFetch<{ id: string }>('/api/admin/categories', { method: 'POST', body: values });
      await client.invalidateQueries({ queryKey: adminQueryKeys.products });
      form.reset();
      setAdded(created.id);
      setOutcome({ kind: 'success', text: `Category ${created.id} added. The shop shows it once one of its products is on sale.` });
    } catch (e) {
      await failed(e, form as never);
    }
  });
  return (
    <form onSubmit={create} noValidate aria-labelledby="new-category" className={styles.section}>
      <h2 id="new-category">Add a category</h2>
      <TextField
        label="Category id"
        hint="Lowercase letters, digits and dashes; it is the list's address and cannot change"
        autoComplete="off"
        registration={form.register('id')}
        error={error('id')}
      />
      <SubmitButton pending={form.formState.isSubmitting} label="Add category" pendingLabel="Adding…" />
      {added ? (
        <p className={styles.meta}>
          Its name and description in every language:{' '}
          <a href={`/admin/content?kind=categories&item=${encodeURIComponent(added)}&locale=en&ref=ja`}>write them under Content</a>.
        </p>
      ) : null}
    </form>
  );
}

const countries = new Intl.DisplayNames(['en'], { type: 'region' });
const countryLabel = (code: string) => countries.of(code) ?? code;
