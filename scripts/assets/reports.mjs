// The investor relations section's financial reports (issue 17): one PDF per year and period,
// from base.json `financialReports`, titled from en.json. The figures agree with the annual and
// interim reports of the downloads page and with the announcements (USD thousands).
import { settings, tr } from './base.mjs';
import { CORAL, INK, SAGE, TEAL } from './draw.mjs';
import { PdfDoc, supportLines } from './pdf.mjs';

/** Quarterly revenue, net income and devices shipped (thousand units). */
const QUARTERS = {
  2024: { revenue: [10500, 10900, 11900, 13600], net: [560, 610, 720, 910], devices: [49, 55, 72, 92] },
  2025: { revenue: [13100, 13800, 15000, 16400], net: [820, 880, 1080, 1320], devices: [71, 80, 88, 102] },
  2026: { revenue: [15900, 16900, 17900], net: [1090, 1210, 1340], devices: [86, 102, 109] },
};
const COUNT = { Q1: 1, Q2: 2, H1: 2, Q3: 3, Q4: 4, FY: 4 };
const LABEL = { quarterly: 'Quarterly report', interim: 'Half-year report', annual: 'Annual report' };
const n = (v) => v.toLocaleString('en-US');
const sum = (list, k) => list.slice(0, k).reduce((a, b) => a + b, 0);
const pct = (a, b) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)}%`;

export function reportPdfFor(report) {
  const { id, year, period, kind, publishedAt } = report;
  const title = tr('financialReports', id) || `${period} ${year}`;
  const doc = new PdfDoc({
    title,
    subtitle: `${LABEL[kind] || 'Report'}  |  ${period} ${year}`,
    date: publishedAt,
    accent: kind === 'annual' ? CORAL : kind === 'interim' ? TEAL : SAGE,
  });
  const k = COUNT[period] || 1;
  const cur = QUARTERS[year];
  const prev = QUARTERS[year - 1];
  const single = period.startsWith('Q');
  const pick = (q, key) => (single ? q[key][k - 1] : sum(q[key], k));
  const span = single
    ? `the quarter to ${['31 March', '30 June', '30 September', '31 December'][k - 1]} ${year}`
    : k === 4
      ? `the year ${year}`
      : `the six months to 30 June ${year}`;
  doc.p(`${settings.brand || 'Pawtrail'} reports its results for ${span}. All amounts in USD thousands unless stated otherwise.`, { size: 11 });
  doc.h2('Key figures', 5 * 24);
  const rows = [
    ['Revenue', pick(cur, 'revenue'), prev ? pick(prev, 'revenue') : null],
    ['Net income', pick(cur, 'net'), prev ? pick(prev, 'net') : null],
    ['Devices shipped (thousand units)', pick(cur, 'devices'), prev ? pick(prev, 'devices') : null],
  ];
  doc.table(
    ['USD thousands', `${period} ${year}`, `${period} ${year - 1}`, 'Change'],
    rows.map(([label, a, b]) => [label, n(a), b === null ? '-' : n(b), b === null ? '-' : pct(a, b)]),
    [200, 100, 100, 100],
    ['', 'r', 'r', 'r'],
  );
  doc.h2('Revenue by quarter (USD thousands)', 160);
  doc.barChart(
    cur.revenue.slice(0, k).map((_, i) => `Q${i + 1} ${year}`),
    cur.revenue.slice(0, k),
    { color: INK },
  );
  doc.h2('Highlights');
  doc.bullets([
    'The C4 Smart GPS Collar remained the best-selling product across all regions.',
    'Gross margin stayed above 42% thanks to a better product mix.',
    'The Pawtrail app kept growing in registered pets and daily active users.',
  ]);
  doc.p(kind === 'annual' ? 'The annual financial statements have been audited by Harwell & Stone LLP.' : 'Interim figures have not been audited.', {
    size: 8,
    color: '#6b7383',
  });
  doc.h2('Investor relations');
  const ir = settings.investor && settings.investor.contact;
  if (ir) doc.p(`${ir.name}  |  ${ir.email}  |  ${ir.phone}`);
  supportLines()
    .slice(0, 1)
    .forEach((l) => doc.p(l));
  return doc.build();
}
