'use client';
import { useId, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@/components/i18n/messages-provider';
import type { StaffDashboard, StaffTranslationDebt } from '@/lib/types/staff';
import { useAdminFormats } from './formats';
import { ScrollRegion } from './scroll-region';
import styles from './admin.module.css';

// The dashboard's charts, drawn as SVG by Recharts (a maintained React chart library: it renders
// plain SVG elements from the data the API answered, no script or style injected at run time, so
// the back office's CSP holds). Each chart is a figure named by its caption, with the same figures
// as a table under "Show as a table" for screen readers and anyone who would rather read.

const NAVY = '#1f2a44';
const BLUE = '#1a56db';
const CORAL = '#c2410c';

type Series = NonNullable<StaffDashboard['series']>;

function ChartFigure({ caption, table, children }: { caption: string; table: ReactNode; children: ReactNode }) {
  const t = useT('AdminHome');
  const id = useId();
  return (
    <figure className={styles.chart} aria-labelledby={id}>
      <figcaption id={id} className={styles.chartCaption}>
        {caption}
      </figcaption>
      <div className={styles.chartArea}>{children}</div>
      <details>
        <summary>{t('charts.asTable')}</summary>
        <ScrollRegion name={caption}>{table}</ScrollRegion>
      </details>
    </figure>
  );
}

/** Orders and revenue of the chosen market per day; messages received and mails given up per day; the share of server errors. */
export function ActivityCharts({ series }: { series: Series }) {
  const t = useT('AdminHome');
  const { tag, money } = useAdminFormats();
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const count = (n: number) => n.toLocaleString(tag);
  const amount = (minor: number) => money(minor, series.currency);
  const rows = series.days;
  const share = (ratio: number) => ratio.toLocaleString(tag, { style: 'percent', maximumFractionDigits: 2 });
  // A day without requests has no share of errors: drawn as 0.
  const errorRows = rows.map((d) => ({ day: d.day, share: d.requests ? d.serverErrors / d.requests : 0 }));
  const dayTable = (columns: { label: string; value: (d: Series['days'][number]) => string }[]) => (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('charts.day')}</th>
          {columns.map((c) => (
            <th key={c.label} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <tr key={d.day}>
            <th scope="row">{day(d.day)}</th>
            {columns.map((c) => (
              <td key={c.label}>{c.value(d)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      <ChartFigure
        caption={t('charts.sales', { currency: series.currency })}
        table={dayTable([
          { label: t('charts.orders'), value: (d) => count(d.orders) },
          { label: t('charts.revenue'), value: (d) => amount(d.revenue) },
        ])}
      >
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid stroke="#e5e7eb" vertical={false} />
            <XAxis dataKey="day" tickFormatter={day} minTickGap={24} />
            <YAxis yAxisId="orders" allowDecimals={false} tickFormatter={count} width={40} />
            <YAxis yAxisId="revenue" orientation="right" tickFormatter={amount} width={90} />
            <Tooltip
              labelFormatter={(label) => day(String(label))}
              formatter={(value, name) => (name === t('charts.revenue') ? amount(Number(value)) : count(Number(value)))}
            />
            <Legend />
            <Line
              yAxisId="orders"
              type="monotone"
              dataKey="orders"
              name={t('charts.orders')}
              stroke={NAVY}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
            <Line
              yAxisId="revenue"
              type="monotone"
              dataKey="revenue"
              name={t('charts.revenue')}
              stroke={BLUE}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        caption={t('charts.support')}
        table={dayTable([
          { label: t('charts.messages'), value: (d) => count(d.messages) },
          { label: t('charts.mailFailures'), value: (d) => count(d.mailFailures) },
        ])}
      >
        <ResponsiveContainer width="100%" height={200}>
          <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid stroke="#e5e7eb" vertical={false} />
            <XAxis dataKey="day" tickFormatter={day} minTickGap={24} />
            <YAxis allowDecimals={false} tickFormatter={count} width={40} />
            <Tooltip labelFormatter={(label) => day(String(label))} formatter={(value) => count(Number(value))} />
            <Legend />
            <Line type="monotone" dataKey="messages" name={t('charts.messages')} stroke={NAVY} strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
            <Line
              type="monotone"
              dataKey="mailFailures"
              name={t('charts.mailFailures')}
              stroke={CORAL}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        caption={t('charts.errors')}
        table={dayTable([
          { label: t('charts.requests'), value: (d) => count(d.requests) },
          { label: t('charts.serverErrors'), value: (d) => count(d.serverErrors) },
          { label: t('charts.errorShare'), value: (d) => share(d.requests ? d.serverErrors / d.requests : 0) },
        ])}
      >
        <ResponsiveContainer width="100%" height={200}>
          <LineChart data={errorRows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid stroke="#e5e7eb" vertical={false} />
            <XAxis dataKey="day" tickFormatter={day} minTickGap={24} />
            <YAxis tickFormatter={share} width={56} />
            <Tooltip labelFormatter={(label) => day(String(label))} formatter={(value) => share(Number(value))} />
            <Legend />
            <Line type="monotone" dataKey="share" name={t('charts.errorShare')} stroke={CORAL} strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
    </>
  );
}

/** Missing and outdated texts per language, stacked. */
export function TranslationDebtChart({ debt }: { debt: StaffTranslationDebt[] }) {
  const t = useT('AdminHome');
  const { tag, language } = useAdminFormats();
  const count = (n: number) => n.toLocaleString(tag);
  const rows = debt.map((d) => ({ ...d, name: language(d.locale) }));
  return (
    <ChartFigure
      caption={t('charts.debt')}
      table={
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('charts.language')}</th>
              <th scope="col">{t('charts.missing')}</th>
              <th scope="col">{t('charts.outdated')}</th>
              <th scope="col">{t('charts.altMissing')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.locale}>
                <th scope="row">{d.name}</th>
                <td>{count(d.missing)}</td>
                <td>{count(d.outdated)}</td>
                <td>{count(d.missingAlt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="name" interval={0} angle={-30} textAnchor="end" height={60} />
          <YAxis allowDecimals={false} tickFormatter={count} width={40} />
          <Tooltip formatter={(value) => count(Number(value))} />
          <Legend />
          <Bar dataKey="missing" name={t('charts.missing')} stackId="debt" fill={CORAL} isAnimationActive={false} />
          <Bar dataKey="outdated" name={t('charts.outdated')} stackId="debt" fill={BLUE} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
