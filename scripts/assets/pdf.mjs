// A small PDF 1.4 writer (standard Helvetica, WinAnsi, uncompressed) and the download documents it writes.
import path from 'node:path';
import { createRequire } from 'node:module';
import { base, en, settings, tr } from './base.mjs';
import { CORAL, INK, SAGE, TEAL, hash, hexToRgb, lum } from './draw.mjs';
import { productByNeedle, productType } from './products.mjs';

// ---------------------------------------------------------------------------------------
// PDF writer (PDF 1.4, standard Helvetica fonts, WinAnsiEncoding, uncompressed streams)
// ---------------------------------------------------------------------------------------
export const HELV_W = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
  469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
];
export const HELVB_W = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584,
  611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333,
  584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280,
  389, 584,
];
export const WINANSI_EXTRA = {
  '\u20ac': 0x80,
  '\u201a': 0x82,
  '\u0192': 0x83,
  '\u201e': 0x84,
  '\u2026': 0x85,
  '\u2020': 0x86,
  '\u2021': 0x87,
  '\u2030': 0x89,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u2122': 0x99,
};
export function winAnsi(str) {
  let o = '';
  for (const ch of String(str)) {
    const cp = ch.codePointAt(0);
    if (cp >= 32 && cp < 127) o += ch;
    else if (WINANSI_EXTRA[ch]) o += String.fromCharCode(WINANSI_EXTRA[ch]);
    else if (cp >= 0xa0 && cp <= 0xff) o += ch;
    else if (cp === 0x2212) o += '-';
    else o += '?';
  }
  return o;
}
export function textWidth(str, size, bold) {
  const tbl = bold ? HELVB_W : HELV_W;
  let w = 0;
  for (const ch of winAnsi(str)) {
    const c = ch.charCodeAt(0);
    w += c >= 32 && c <= 126 ? tbl[c - 32] : c === 0x95 ? 350 : c === 0x96 ? 556 : c === 0x97 ? 1000 : 556;
  }
  return (w * size) / 1000;
}
export function wrapText(str, maxW, size, bold) {
  const words = String(str).split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const w of words) {
    const t = line ? line + ' ' + w : w;
    if (textWidth(t, size, bold) <= maxW || !line) line = t;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
export const pdfStr = (s) => '(' + winAnsi(s).replace(/[\\()]/g, (m) => '\\' + m) + ')';
export const pdfRgb = (hex) =>
  hexToRgb(hex)
    .map((v) => (v / 255).toFixed(3))
    .join(' ');
export const fmt = (v) => (Math.round(v * 100) / 100).toString();

export class PdfDoc {
  constructor({ title, subtitle = '', date = '2026-01-01', accent = CORAL }) {
    this.title = title;
    this.subtitle = subtitle;
    this.date = date;
    this.accent = accent;
    this.W = 612;
    this.H = 792;
    this.M = 56;
    this.pages = [];
    this.newPage(true);
  }
  newPage(first = false) {
    this.ops = [];
    this.pages.push(this.ops);
    if (first) {
      this.rect(0, 0, this.W, 118, INK);
      this.rect(0, 118, this.W, 5, this.accent);
      this.pawMark(this.M + 10, 40, 1, this.accent);
      this.text(this.M + 30, 46, 'Pawtrail', { size: 13, bold: true, color: '#ffffff' });
      let y = 78;
      for (const l of wrapText(this.title, this.W - 2 * this.M, 22, true).slice(0, 2)) {
        this.text(this.M, y, l, { size: 22, bold: true, color: '#ffffff' });
        y += 26;
      }
      if (this.subtitle) this.text(this.W - this.M - textWidth(this.subtitle, 10), 46, this.subtitle, { size: 10, color: '#c9d2e3' });
      this.y = 158;
    } else {
      this.text(this.M, 46, 'Pawtrail', { size: 11, bold: true, color: INK });
      this.text(this.M + 56, 46, this.title, { size: 10, color: '#6b7383' });
      this.line(this.M, 58, this.W - this.M, 58, 0.8, '#d5d9e0');
      this.y = 90;
    }
  }
  // coordinates: x from left, y from top
  rect(x, y, w, h, color) {
    this.ops.push(`${pdfRgb(color)} rg ${fmt(x)} ${fmt(this.H - y - h)} ${fmt(w)} ${fmt(h)} re f`);
  }
  line(x1, y1, x2, y2, w, color) {
    this.ops.push(`${pdfRgb(color)} RG ${fmt(w)} w ${fmt(x1)} ${fmt(this.H - y1)} m ${fmt(x2)} ${fmt(this.H - y2)} l S`);
  }
  circle(cx, cy, r, color) {
    const k = 0.5523 * r,
      y = this.H - cy;
    this.ops.push(
      `${pdfRgb(color)} rg ${fmt(cx + r)} ${fmt(y)} m ${fmt(cx + r)} ${fmt(y + k)} ${fmt(cx + k)} ${fmt(y + r)} ${fmt(cx)} ${fmt(y + r)} c ${fmt(cx - k)} ${fmt(y + r)} ${fmt(cx - r)} ${fmt(y + k)} ${fmt(cx - r)} ${fmt(y)} c ${fmt(cx - r)} ${fmt(y - k)} ${fmt(cx - k)} ${fmt(y - r)} ${fmt(cx)} ${fmt(y - r)} c ${fmt(cx + k)} ${fmt(y - r)} ${fmt(cx + r)} ${fmt(y - k)} ${fmt(cx + r)} ${fmt(y)} c f`,
    );
  }
  pawMark(x, y, s, color) {
    this.circle(x, y + 3 * s, 6 * s, color);
    [
      [-7, -4, 2.6],
      [-2.6, -9, 2.8],
      [2.6, -9, 2.8],
      [7, -4, 2.6],
    ].forEach(([dx, dy, r]) => this.circle(x + dx * s, y + dy * s, r * s, color));
  }
  text(x, y, str, { size = 10, bold = false, color = '#2b3240' } = {}) {
    this.ops.push(`BT ${pdfRgb(color)} rg /${bold ? 'F2' : 'F1'} ${fmt(size)} Tf 1 0 0 1 ${fmt(x)} ${fmt(this.H - y)} Tm ${pdfStr(str)} Tj ET`);
  }
  ensure(h) {
    if (this.y + h > this.H - 70) this.newPage();
  }
  h2(str, keep = 60) {
    this.ensure(30 + Math.min(keep, this.H - 260));
    this.y += 10;
    this.rect(this.M, this.y - 11, 4, 14, this.accent);
    this.text(this.M + 12, this.y, str, { size: 13, bold: true, color: INK });
    this.y += 20;
  }
  p(str, { size = 10, color = '#2b3240', bold = false, indent = 0 } = {}) {
    for (const l of wrapText(str, this.W - 2 * this.M - indent, size, bold)) {
      this.ensure(size + 4);
      this.text(this.M + indent, this.y, l, { size, bold, color });
      this.y += size * 1.45;
    }
    this.y += 4;
  }
  bullets(items, numbered = false) {
    items.forEach((it, i) => {
      const lines = wrapText(it, this.W - 2 * this.M - 22, 10, false);
      this.ensure(lines.length * 14.5);
      if (numbered) {
        this.circle(this.M + 7, this.y - 3.5, 7, this.accent);
        this.text(this.M + 7 - textWidth(String(i + 1), 8, true) / 2, this.y - 0.6, String(i + 1), { size: 8, bold: true, color: '#ffffff' });
      } else this.circle(this.M + 6, this.y - 3.5, 2.2, this.accent);
      lines.forEach((l) => {
        this.text(this.M + 22, this.y, l);
        this.y += 14.5;
      });
      this.y += numbered ? 3 : 1;
    });
    this.y += 4;
  }
  table(header, rows, widths, align = []) {
    const x0 = this.M,
      size = 9;
    const total = widths.reduce((a, b) => a + b, 0);
    const drawRow = (cells, bold, fill) => {
      const wrapped = cells.map((c, i) => wrapText(c, widths[i] - 12, size, bold));
      const h = Math.max(...wrapped.map((l) => l.length)) * 12 + 10;
      this.ensure(h);
      if (fill) this.rect(x0, this.y - 2, total, h, fill);
      let x = x0;
      wrapped.forEach((ls, i) => {
        ls.forEach((l, k) => {
          const tx = align[i] === 'r' ? x + widths[i] - 6 - textWidth(l, size, bold) : x + 6;
          this.text(tx, this.y + 11 + k * 12, l, { size, bold, color: bold && fill === INK ? '#ffffff' : '#2b3240' });
        });
        x += widths[i];
      });
      this.y += h;
      this.line(x0, this.y - 2, x0 + total, this.y - 2, 0.5, '#d5d9e0');
    };
    // keep short tables on one page
    const est = (rows.length + 1) * 24;
    if (est < this.H - 160 && this.y + est > this.H - 70) this.newPage();
    drawRow(header, true, INK);
    rows.forEach((r, i) => drawRow(r, false, i % 2 ? '#f4f6f9' : null));
    this.y += 12;
  }
  barChart(labels, values, { height = 120, color = TEAL, unit = '' } = {}) {
    this.ensure(height + 40);
    const x0 = this.M + 10,
      w = this.W - 2 * this.M - 20,
      max = Math.max(...values) * 1.1;
    const bw = w / values.length;
    const top = this.y;
    this.line(x0, top + height, x0 + w, top + height, 0.8, '#9aa3b2');
    values.forEach((v, i) => {
      const h = (v / max) * height,
        x = x0 + i * bw + bw * 0.25;
      this.rect(x, top + height - h, bw * 0.5, h, i === values.length - 1 ? this.accent : color);
      const lbl = v.toLocaleString('en-US') + unit;
      this.text(x + bw * 0.25 - textWidth(lbl, 8, true) / 2, top + height - h - 5, lbl, { size: 8, bold: true });
      this.text(x + bw * 0.25 - textWidth(labels[i], 8) / 2, top + height + 13, labels[i], { size: 8, color: '#6b7383' });
    });
    this.y = top + height + 32;
  }
  qr(text, x, y, size, label) {
    const require = createRequire(import.meta.url);
    const QR = require('qrcode');
    const q = QR.create(text, { errorCorrectionLevel: 'M' });
    const n = q.modules.size,
      cell = size / (n + 8);
    this.rect(x, y, size, size, '#ffffff');
    for (let r = 0; r < n; r++) {
      let c = 0;
      while (c < n) {
        if (q.modules.get(r, c)) {
          let e = c;
          while (e < n && q.modules.get(r, e)) e++;
          this.rect(x + (c + 4) * cell, y + (r + 4) * cell, (e - c) * cell, cell, '#000000');
          c = e;
        } else c++;
      }
    }
    if (label) this.text(x + size / 2 - textWidth(label, 9, true) / 2, y + size + 14, label, { size: 9, bold: true, color: INK });
  }
  build() {
    const objs = [];
    const add = (s) => {
      objs.push(s);
      return objs.length;
    };
    const catalog = add(null),
      pagesId = add(null);
    const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    const d = String(this.date)
      .replace(/[^0-9]/g, '')
      .slice(0, 8)
      .padEnd(8, '0');
    const company = (en.settings && en.settings.companyName) || 'Pawtrail';
    const info = add(
      `<< /Title ${pdfStr(this.title)} /Author ${pdfStr(company)} /Creator (Pawtrail) /Producer (Pawtrail asset generator) /CreationDate (D:${d}000000Z) /ModDate (D:${d}000000Z) >>`,
    );
    const kids = [];
    const N = this.pages.length;
    this.pages.forEach((ops, i) => {
      const foot = [
        `${pdfRgb('#d5d9e0')} RG 0.8 w ${this.M} 50 m ${this.W - this.M} 50 l S`,
        `BT ${pdfRgb('#6b7383')} rg /F1 8 Tf 1 0 0 1 ${this.M} 36 Tm ${pdfStr(`${company}  |  ${settings.email || ''}  |  ${settings.hotline || ''}`)} Tj ET`,
        `BT ${pdfRgb('#6b7383')} rg /F1 8 Tf 1 0 0 1 ${fmt(this.W - this.M - textWidth(`Page ${i + 1} of ${N}`, 8))} 36 Tm ${pdfStr(`Page ${i + 1} of ${N}`)} Tj ET`,
      ];
      const stream = Buffer.from([...ops, ...foot].join('\n') + '\n', 'latin1');
      const content = add(`<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}endstream`);
      kids.push(
        add(
          `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${this.W} ${this.H}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      );
    });
    objs[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
    objs[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets = [];
    objs.forEach((o, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    const idHex = (
      hash(body).toString(16).padStart(8, '0') +
      hash(body + '1')
        .toString(16)
        .padStart(8, '0')
    ).repeat(2);
    body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n` + offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${idHex}> <${idHex}>] >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  }
}

export const money = (cents) => '$' + (cents / 100).toFixed(2);
export const supportLines = () => [
  `Hotline: ${settings.hotline || ''} (${settings.hotlineTel || ''}), ${String(settings.hoursDays || 'mon-sat')
    .replace('mon-sat', 'Monday to Saturday')
    .replace('mon-fri', 'Monday to Friday')}, ${settings.hoursOpen || ''}-${settings.hoursClose || ''}`,
  `Email: ${settings.email || ''}    Phone: ${settings.phone || ''}`,
  `${(en.settings && en.settings.address) || ''}`,
];

export const MANUAL_TEXT = {
  collar: {
    box: ['Smart collar with GPS module', 'Wireless charging pad', 'USB-C cable', 'Quick start card'],
    steps: [
      'Place the module on the wireless charging pad. The light turns solid green when fully charged (about 2 hours).',
      'Install the free Pawtrail app for iOS or Android and create an account.',
      'Tap Add device and scan the QR code on the back of the module.',
      "Fit the collar: you should be able to slide two fingers between the strap and your pet's neck.",
      'Draw a virtual fence around your home and choose a light mode: constant, flashing or breathing.',
    ],
    care: [
      'Rinse the collar with fresh water after swimming in salt water or mud, and let it dry before charging.',
      'Do not attach a leash to the module. Use the collar ring or a harness for walks.',
      'Check the fit every week, especially while your pet is still growing.',
      'Charge between 0 and 40 °C. Do not open the module: the battery is not user-replaceable.',
    ],
  },
  feeder: {
    box: ['Feeder base with food hopper and lid', 'Stainless steel bowl', 'Desiccant bag', 'USB-C power adapter'],
    steps: [
      'Place the feeder on a flat, stable surface and fit the stainless steel bowl.',
      'Fill the hopper with dry food (kibble from 2 to 12 mm) and close the lid until it clicks.',
      'Connect the power adapter. Optionally insert 3 x D backup batteries for power cuts.',
      'In the Pawtrail app, tap Add device and connect the feeder to 2.4 GHz Wi-Fi.',
      'Create a meal plan: up to 10 meals a day, in 10 g steps.',
    ],
    care: [
      'Use dry food only. Wet or freeze-dried food can block the dispenser.',
      'Wash the hopper and bowl every week. The bowl is dishwasher safe; never immerse the base.',
      'Replace the desiccant bag every month to keep food fresh.',
    ],
  },
  fountain: {
    box: ['Fountain base and 2.5 L water tank', 'Pump', '4-layer filter', 'Flower top', 'USB-C power adapter'],
    steps: [
      'Rinse the filter under running water for 30 seconds.',
      'Fit the pump in the base, then the filter and the flower top.',
      'Fill the tank with fresh water up to the MAX mark.',
      'Connect the power adapter. The water starts to flow within a few seconds.',
      'In the Pawtrail app, tap Add device to follow water level and filter life.',
    ],
    care: [
      'Replace the filter every 4 weeks and clean the pump every 2 weeks.',
      'Change the water every 2 to 3 days.',
      'Never run the pump dry. The fountain stops automatically when the water level is low.',
    ],
  },
  default: {
    box: ['Product', 'Quick start card'],
    steps: [
      'Unpack the product and check the contents.',
      'Install the free Pawtrail app for iOS or Android.',
      'Follow the in-app instructions to add your device.',
    ],
    care: ['Keep away from heat sources and clean with a soft, damp cloth.'],
  },
};

export function pdfFor(dl) {
  const file = String(dl.file),
    id = String(dl.id);
  const key = `${id} ${path.posix.basename(file)}`;
  const t = tr('downloads', id);
  const title =
    t.title ||
    path.posix
      .basename(file)
      .replace(/\.[a-z]+$/, '')
      .replace(/-/g, ' ');
  const date = dl.publishedAt || '2026-01-01';
  const year = String(date).slice(0, 4);
  const company = (en.settings && en.settings.companyName) || 'Pawtrail';
  if (/manual|guide-user|instructions/.test(key) && !/dealer/.test(key)) {
    const base1 = path.posix.basename(file).replace(/\.[a-z]+$/, '');
    const prod = productByNeedle(base1) || productByNeedle(id) || (base.products || []).find((p) => p.id.split('-')[0] === id.split('-')[0]);
    const pt = prod ? tr('products', prod.id) : {};
    const type = prod ? productType(prod) : 'default';
    const txt = MANUAL_TEXT[type.startsWith('collar') ? 'collar' : type] || MANUAL_TEXT.default;
    const L = prod ? lum(prod.colors[0].hex) : 0;
    const doc = new PdfDoc({ title, subtitle: `User manual  |  ${year}`, date, accent: !prod || L < 0.08 ? CORAL : L > 0.55 ? TEAL : prod.colors[0].hex });
    if (pt.name) doc.p(`${pt.name}${pt.tagline ? ' - ' + pt.tagline : ''}`, { size: 12, bold: true, color: INK });
    if (pt.summary || t.description) doc.p(pt.summary || t.description);
    doc.h2('In the box');
    doc.bullets(txt.box);
    doc.h2('Getting started');
    doc.bullets(txt.steps, true);
    doc.h2('Care and safety');
    doc.bullets(txt.care);
    if (pt.specs && pt.specs.length) {
      doc.h2('Specifications', (pt.specs.length + 1) * 24);
      doc.table(
        ['Item', 'Value'],
        pt.specs.map((s) => [s.label, s.value]),
        [180, 320],
      );
    }
    if (prod && prod.colors) doc.p(`Available colours: ${prod.colors.map((c) => (pt.colors && pt.colors[c.id]) || c.id).join(', ')}.`, { color: '#6b7383' });
    doc.h2('Support');
    supportLines().forEach((l) => doc.p(l));
    doc.p(`Warranty: 12 months from the date of purchase. Keep your receipt. (c) ${year} ${company}.`, { size: 8, color: '#6b7383' });
    return doc.build();
  }
  if (/catalog/.test(key)) {
    const doc = new PdfDoc({ title, subtitle: `Catalogue  |  ${year}`, date, accent: TEAL });
    doc.p(t.description || 'Our full range.', { size: 11 });
    doc.p(
      `Recommended retail prices in ${(settings.shipping && settings.shipping.currency) || 'USD'}, including all colours and sizes. Free shipping on orders over ${money((settings.shipping && settings.shipping.freeThresholdCents) || 9900)}.`,
      { color: '#6b7383' },
    );
    const cats = [...(base.productCategories || [])].sort((a, b) => (a.order || 0) - (b.order || 0));
    for (const c of cats) {
      const list = (base.products || []).filter((p) => p.category === c.id).sort((a, b) => (a.order || 0) - (b.order || 0));
      if (!list.length) continue;
      doc.h2(tr('productCategories', c.id).name || c.id, (list.length + 1) * 30);
      doc.table(
        ['Product', 'Highlights', 'Colours / sizes', 'Price'],
        list.map((p) => {
          const pt = tr('products', p.id);
          return [
            pt.name || p.id,
            pt.tagline || '',
            p.colors.map((x) => (pt.colors && pt.colors[x.id]) || x.id).join(', '),
            p.comingSoon ? 'Coming soon' : money(p.priceCents || 0),
          ];
        }),
        [140, 170, 120, 70],
        ['', '', '', 'r'],
      );
    }
    doc.h2('Ordering');
    doc.p(`Order online, by phone on ${settings.hotline || ''} or by email at ${settings.email || ''}.`);
    return doc.build();
  }
  if (/dealer|reseller|partner/.test(key)) {
    const doc = new PdfDoc({ title, subtitle: `For retail partners  |  ${year}`, date, accent: SAGE });
    doc.p(t.description || '', { size: 11 });
    doc.h2('Why sell Pawtrail');
    doc.bullets([
      'Connected pet products with a free companion app and no mandatory subscription.',
      'A complete range: smart devices, everyday accessories and gentle shampoos.',
      'Marketing kit with product images, logos, shelf displays and staff training.',
      `Dedicated dealer support by email at ${settings.staffEmail || settings.email || ''}.`,
    ]);
    doc.h2('Becoming a dealer');
    doc.bullets(
      [
        'Send us your company details, shop locations and expected annual volume.',
        'Our team reviews your application within 5 working days.',
        'Sign the dealer agreement and place your first order (minimum order USD 1,500).',
        'Receive your display kit and book a free online training session.',
      ],
      true,
    );
    doc.h2('Pricing and terms', 4 * 24);
    doc.table(
      ['Tier', 'Annual purchases', 'Discount off retail', 'Payment terms'],
      [
        ['Authorised dealer', 'from USD 5,000', '30%', 'Prepaid'],
        ['Silver partner', 'from USD 25,000', '35%', 'Net 30 days'],
        ['Gold partner', 'from USD 75,000', '40%', 'Net 45 days'],
      ],
      [140, 130, 120, 110],
      ['', '', 'r', ''],
    );
    doc.h2('Recommended retail prices', 8 * 24);
    doc.table(
      ['Product', 'Retail price'],
      (base.products || []).filter((p) => p.category === 'smart').map((p) => [tr('products', p.id).name || p.id, money(p.priceCents || 0)]),
      [360, 140],
      ['', 'r'],
    );
    doc.h2('Ordering, delivery and returns');
    doc.bullets([
      'Orders placed before 14:00 ship the same working day from our warehouses.',
      'Defective units are replaced within the 12-month warranty period.',
      'Displays and demo units are available at cost for Silver and Gold partners.',
    ]);
    doc.h2('Contact');
    supportLines().forEach((l) => doc.p(l));
    return doc.build();
  }
  if (/app|quick-?start/.test(key)) {
    const doc = new PdfDoc({ title, subtitle: 'Pawtrail app  |  iOS and Android', date, accent: TEAL });
    doc.p(t.description || '', { size: 11 });
    doc.h2('Get started in five steps');
    doc.bullets(
      [
        'Scan a QR code below to download the free Pawtrail app.',
        'Create an account with your email address and confirm the code we send you.',
        'Add your pet: name, breed, birthday and weight, so goals and reports fit your pet.',
        'Tap Add device and scan the QR code on your collar, tag, feeder, fountain or camera.',
        'Turn on notifications to receive out-of-fence, low battery and feeding alerts.',
      ],
      true,
    );
    doc.h2('Download the app');
    const y = doc.y + 4;
    doc.qr((settings.appStore && settings.appStore.ios) || 'https://apps.apple.com/', doc.M + 40, y, 140, 'App Store (iOS)');
    doc.qr((settings.appStore && settings.appStore.android) || 'https://play.google.com/', doc.M + 280, y, 140, 'Google Play (Android)');
    doc.y = y + 180;
    doc.h2('Need help?');
    supportLines()
      .slice(0, 2)
      .forEach((l) => doc.p(l));
    return doc.build();
  }
  if (/report|results|investor|annual|interim/.test(key)) {
    const interim = /interim|half|h1|quarter/.test(key);
    const doc = new PdfDoc({ title, subtitle: `${interim ? 'Interim report' : 'Annual report'}  |  ${year}`, date, accent: CORAL });
    doc.p(t.description || '', { size: 11 });
    if (!interim) {
      doc.h2('Letter from the chairman');
      const ch = tr('brandSections', 'chairman').body;
      (ch && ch.length ? ch : ['Thank you for your continued trust in Pawtrail.']).forEach((l) => doc.p(l));
      doc.h2('Highlights of the year');
      doc.bullets([
        'Revenue grew 24% to USD 58.3 million, driven by the C4 Smart GPS Collar and the F1 Smart Feeder.',
        'Gross margin improved to 43.1% thanks to a better product mix and lower component costs.',
        'Devices shipped rose to 341,000 units; the Pawtrail app passed 1 million registered pets.',
        'Investment in research and development increased to USD 6.1 million.',
      ]);
      doc.newPage();
      doc.h2('Key figures', 9 * 24);
      doc.table(
        ['USD thousands', '2023', '2024', '2025'],
        [
          ['Revenue', '38,400', '46,900', '58,300'],
          ['Gross profit', '15,900', '19,800', '25,100'],
          ['Gross margin', '41.4%', '42.2%', '43.1%'],
          ['Operating income', '2,300', '3,600', '5,200'],
          ['Net income', '1,700', '2,800', '4,100'],
          ['Research and development', '3,900', '4,800', '6,100'],
          ['Devices shipped (thousand units)', '212', '268', '341'],
          ['Employees at year end', '310', '352', '398'],
        ],
        [230, 90, 90, 90],
        ['', 'r', 'r', 'r'],
      );
      doc.h2('Revenue by year (USD thousands)', 160);
      doc.barChart(['2021', '2022', '2023', '2024', '2025'], [26800, 31900, 38400, 46900, 58300], { color: INK });
      doc.h2('Revenue by category, 2025', 4 * 24);
      doc.table(
        ['Category', 'Revenue', 'Share'],
        [
          ['Smart products', '41,200', '70.7%'],
          ['Pet accessories', '10,300', '17.7%'],
          ['Shampoo and care', '6,800', '11.6%'],
        ],
        [250, 125, 125],
        ['', 'r', 'r'],
      );
      doc.p('All amounts in USD thousands unless stated otherwise. Percentages are rounded.', { size: 8, color: '#6b7383' });
    } else {
      doc.h2('Highlights of the first half');
      doc.bullets([
        'Revenue up 22% year on year, with strong pre-orders for the C4 Mini Smart Collar.',
        'The C4 Smart GPS Collar launched in March and became our best-selling product.',
        'A new European warehouse shortens delivery times to two working days.',
      ]);
      doc.h2('Key figures, six months to 30 June', 7 * 24);
      doc.table(
        ['USD thousands', 'H1 2025', 'H1 2026', 'Change'],
        [
          ['Revenue', '26,900', '32,800', '+21.9%'],
          ['Gross profit', '11,500', '14,300', '+24.3%'],
          ['Gross margin', '42.8%', '43.6%', '+0.8 pt'],
          ['Operating income', '2,200', '2,900', '+31.8%'],
          ['Net income', '1,700', '2,300', '+35.3%'],
          ['Devices shipped (thousand units)', '151', '188', '+24.5%'],
        ],
        [200, 100, 100, 100],
        ['', 'r', 'r', 'r'],
      );
      doc.h2('Revenue by half year (USD thousands)', 160);
      doc.barChart(['H1 2024', 'H2 2024', 'H1 2025', 'H2 2025', 'H1 2026'], [21400, 25500, 26900, 31400, 32800], { color: INK });
      doc.p('All amounts in USD thousands unless stated otherwise. Interim figures have not been audited.', { size: 8, color: '#6b7383' });
    }
    return doc.build();
  }
  const doc = new PdfDoc({ title, subtitle: year, date });
  doc.p(t.description || title, { size: 11 });
  doc.h2('Contact');
  supportLines().forEach((l) => doc.p(l));
  return doc.build();
}
