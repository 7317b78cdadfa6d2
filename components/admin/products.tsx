'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import { CheckboxField, type Outcome, serverOutcome, StatusLine, SubmitButton, TextField, useSchemaForm } from '@/components/ui/form-kit';
import { adminFetch } from '@/lib/api/admin';
import { adminQueryKeys } from '@/lib/api/admin-query-keys';
import { isApiError } from '@/lib/api/errors';
import { productSettingsFormSchema } from '@/lib/validations/content';
import { AdminShell } from './admin-shell';
import { ProductVariants } from './variants';
import styles from './admin.module.css';

/** What GET /api/admin/products answers per product. */
interface Product {
  id: string;
  name: string;
  priceCents: number;
  currency: string;
  stock: number;
  comingSoon: boolean;
  featured: boolean;
  lowStock: boolean;
  updatedAt: string;
}

const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/** Price, stock and flags of every product; low stock first in the eye. The texts are under Content. */
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
  const products = useQuery({ queryKey: adminQueryKeys.products, queryFn: () => adminFetch<{ items: Product[] }>('/api/admin/products') });
  const items = products.data?.items ?? [];
  const current = items.find((p) => p.id === selected);
  return (
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
                  {p.comingSoon ? <span className={styles.meta}> · coming soon</span> : null}
                  {p.featured ? <span className={styles.meta}> · featured</span> : null}
                </th>
                <td>{money(p.priceCents, p.currency)}</td>
                <td>{p.lowStock ? <strong>{p.stock} · low</strong> : p.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {current ? (
        <ProductSettings key={`${current.id}/${current.updatedAt}`} product={current} outcome={outcome} setOutcome={setOutcome} />
      ) : (
        <p>Choose a product to change its price or stock.</p>
      )}
    </div>
  );
}

function ProductSettings({ product, outcome, setOutcome }: { product: Product; outcome: Outcome; setOutcome: (outcome: Outcome) => void }) {
  const client = useQueryClient();
  const errors = useT('Errors');
  const form = useSchemaForm(productSettingsFormSchema, {
    price: (product.priceCents / 100).toFixed(2),
    stock: product.stock,
    comingSoon: product.comingSoon,
    featured: product.featured,
  });
  const fieldError = (name: 'price' | 'stock') => {
    const message = form.formState.errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const [whole, cents = ''] = values.price.split('.');
      const priceCents = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
      await adminFetch<Product>(`/api/admin/products/${product.id}`, {
        method: 'PATCH',
        body: { priceCents, stock: values.stock, comingSoon: values.comingSoon, featured: values.featured, updatedAt: product.updatedAt },
      });
      await client.invalidateQueries({ queryKey: adminQueryKeys.products });
      await client.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
      setOutcome({ kind: 'success', text: `${product.name} saved. The shop shows it within seconds.` });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await client.invalidateQueries({ queryKey: adminQueryKeys.products });
        setOutcome({ kind: 'error', text: 'This product changed meanwhile (an order may have moved its stock): it now shows its current state.' });
      } else setOutcome(serverOutcome(null, error, errors));
    }
  });
  return (
    <article aria-labelledby="product-heading" className={styles.section}>
      <h2 id="product-heading">{product.name}</h2>
      <StatusLine outcome={outcome} />
      <form onSubmit={save} noValidate aria-label="Price and stock" className={styles.grid}>
        <TextField
          label={`Price (${product.currency})`}
          inputMode="decimal"
          autoComplete="off"
          registration={form.register('price')}
          error={fieldError('price')}
        />
        <TextField label="In stock" type="number" min={0} inputMode="numeric" registration={form.register('stock')} error={fieldError('stock')} />
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
