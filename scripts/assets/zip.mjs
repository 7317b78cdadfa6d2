// Store-only ZIP archives of already generated files, for the downloads that bundle them.
import fs from 'node:fs';
import path from 'node:path';
import { absFor, base, en, generated, tr } from './base.mjs';
import { CORAL, INK, SAGE, TEAL, logoBody, logoSvg, svgDoc } from './draw.mjs';

// ---------------------------------------------------------------------------------------
// ZIP writer (store only)
// ---------------------------------------------------------------------------------------
export const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
export function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
export function zipStore(entries, date = '2026-01-01') {
  const [y, m, d] = String(date)
    .split('-')
    .map((v) => parseInt(v, 10));
  const dosDate = ((Math.max(1980, y || 2026) - 1980) << 9) | ((m || 1) << 5) | (d || 1),
    dosTime = 0;
  const locals = [],
    centrals = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8'),
      data = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data, 'utf8'),
      crc = crc32(data);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(10, 4);
    lh.writeUInt16LE(0x0800, 6);
    lh.writeUInt16LE(0, 8);
    lh.writeUInt16LE(dosTime, 10);
    lh.writeUInt16LE(dosDate, 12);
    lh.writeUInt32LE(crc, 14);
    lh.writeUInt32LE(data.length, 18);
    lh.writeUInt32LE(data.length, 22);
    lh.writeUInt16LE(name.length, 26);
    lh.writeUInt16LE(0, 28);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(10, 6);
    ch.writeUInt16LE(0x0800, 8);
    ch.writeUInt16LE(0, 10);
    ch.writeUInt16LE(dosTime, 12);
    ch.writeUInt16LE(dosDate, 14);
    ch.writeUInt32LE(crc, 16);
    ch.writeUInt32LE(data.length, 20);
    ch.writeUInt32LE(data.length, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt16LE(0, 30);
    ch.writeUInt16LE(0, 32);
    ch.writeUInt16LE(0, 34);
    ch.writeUInt16LE(0, 36);
    ch.writeUInt32LE(0, 38);
    ch.writeUInt32LE(offset, 42);
    locals.push(lh, name, data);
    centrals.push(ch, name);
    offset += lh.length + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20);
  return Buffer.concat([...locals, cd, end]);
}
export const svgOf = (webPath) => generated.get(webPath) || (fs.existsSync(absFor(webPath)) ? fs.readFileSync(absFor(webPath)) : null);

export function zipFor(dl) {
  const key = `${dl.id} ${path.posix.basename(String(dl.file))}`;
  const folder = path.posix.basename(String(dl.file)).replace(/\.zip$/i, '');
  const company = (en.settings && en.settings.companyName) || 'Pawtrail';
  const entries = [];
  if (/logo|brand/.test(key)) {
    entries.push({ name: `${folder}/pawtrail-logo.svg`, data: logoSvg() });
    entries.push({ name: `${folder}/pawtrail-logo-mono.svg`, data: logoSvg({ ink: INK, accent: INK }) });
    entries.push({ name: `${folder}/pawtrail-logo-white.svg`, data: logoSvg({ ink: '#ffffff', accent: '#ffffff' }) });
    entries.push({ name: `${folder}/pawtrail-mark.svg`, data: svgDoc(40, 40, logoBody({ text: false })) });
    entries.push({
      name: `${folder}/README.txt`,
      data: [
        'Pawtrail brand logos',
        '',
        'pawtrail-logo.svg        Full colour logo for light backgrounds',
        'pawtrail-logo-mono.svg   One-colour logo (midnight blue #1f2a44)',
        'pawtrail-logo-white.svg  White logo for dark backgrounds and photos',
        'pawtrail-mark.svg        Paw and trail mark for small spaces (app icons, avatars)',
        '',
        'Usage guidelines',
        '- Keep clear space around the logo of at least the height of the paw mark.',
        '- Do not stretch, recolour, rotate or add effects to the logo.',
        '- Minimum width: 96 px on screen, 25 mm in print.',
        `- Brand colours: midnight ${INK}, coral ${CORAL}, sage ${SAGE}, teal ${TEAL}.`,
        '',
        `(c) ${String(dl.publishedAt || '2026').slice(0, 4)} ${company}`,
        '',
      ].join('\r\n'),
    });
  } else {
    const lines = [
      'Pawtrail product image pack',
      '',
      'Vector (SVG) product illustrations, front view of each product.',
      'Free to use by Pawtrail dealers and press when presenting Pawtrail products.',
      '',
    ];
    for (const p of base.products || []) {
      const c = p.colors && p.colors[0];
      if (!c || !c.images || !c.images[0]) continue;
      const data = svgOf(c.images[0]);
      if (!data) continue;
      const name = `${p.id}-${c.id}-front.svg`;
      entries.push({ name: `${folder}/${name}`, data });
      lines.push(`${name.padEnd(40)} ${tr('products', p.id).name || p.id} (${(tr('products', p.id).colors || {})[c.id] || c.id})`);
    }
    lines.push('', `(c) ${String(dl.publishedAt || '2026').slice(0, 4)} ${company}`, '');
    entries.push({ name: `${folder}/README.txt`, data: lines.join('\r\n') });
  }
  return zipStore(entries, dl.publishedAt || '2026-01-01');
}
