#!/usr/bin/env node
// Pawtrail media generator.
//
//   node scripts/generate-assets.mjs
//
// Reads scripts/seed-data/base.json (and en.json for document texts, if present) and
// generates every media / download file referenced there, plus a few fixed assets
// (logo, app phone, C4 highlight illustrations). Output goes ONLY to public/media,
// public/downloads and public/brand.
//
// Deterministic and idempotent: no clocks, no randomness (seeded PRNG only), files are
// rewritten only when their bytes change. Uses Node built-ins, the `qrcode` package and
// /usr/bin/ffmpeg (override with FFMPEG=/path/to/ffmpeg).

import fs from 'node:fs';
import path from 'node:path';
import { absFor, base, out, stats, tr } from './assets/base.mjs';
import { INK, logoSvg, phoneArt, svgDoc } from './assets/draw.mjs';
import { productByNeedle, productSvg } from './assets/products.mjs';
import { HIGHLIGHTS, brandSvg, certSvg, genericSvg, highlightSvg, newsSvg, posterSvg, slideSvg } from './assets/scenes.mjs';
import { pdfFor } from './assets/pdf.mjs';
import { reportPdfFor } from './assets/reports.mjs';
import { zipFor } from './assets/zip.mjs';
import { VIDEO_SCENES, renderStill, renderVideo, videoSceneFor } from './assets/video.mjs';

// ---------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------
function main() {
  const t0 = Date.now();
  const referenced = new Set();
  const ref = (p) => {
    if (p) referenced.add(p);
    return p;
  };
  const done = new Set();
  const emit = (p, fn) => {
    if (!p || done.has(p)) return;
    done.add(p);
    fn(p);
  };
  const ext = (p) => path.posix.extname(String(p)).toLowerCase();
  const svgOr = (p, svgFn, w, h) => {
    const e = ext(p);
    if (e === '.svg') out(p, svgFn());
    else if (['.png', '.jpg', '.jpeg', '.webp'].includes(e)) renderStill(p, w, h);
    else if (['.mp4', '.webm', '.mov'].includes(e)) renderVideo(p, VIDEO_SCENES.collar(INK));
    else out(p, svgFn());
  };

  // Fixed assets
  out('/media/brand/logo.svg', logoSvg());
  {
    const ph = phoneArt('ph', 7);
    out('/media/app/phone.svg', svgDoc(360, 720, ph.body, ph.defs));
  }
  for (const name of HIGHLIGHTS) out(`/media/c4/${name}.svg`, highlightSvg(name));

  // Products
  for (const prod of base.products || []) {
    for (const color of prod.colors || []) {
      (color.images || []).forEach((img, i) => emit(ref(img), (p) => svgOr(p, () => productSvg(prod, color, (i % 3) + 1), 800, 800)));
    }
    emit(ref(prod.videoPoster), (p) => svgOr(p, () => posterSvg(prod.id, null, prod), 1280, 720));
    emit(ref(prod.video), (p) => renderVideo(p, videoSceneFor(prod.id, prod)));
  }
  // News
  for (const n of base.news || []) {
    emit(ref(n.image), (p) => svgOr(p, () => newsSvg(n), 1200, 675));
    emit(ref(n.videoPoster), (p) => svgOr(p, () => posterSvg(n.id, n.category, null), 1280, 720));
    emit(ref(n.video), (p) => renderVideo(p, videoSceneFor(n.id, productByNeedle(n.id))));
  }
  for (const s of base.brandSections || []) emit(ref(s.image), (p) => svgOr(p, () => brandSvg(s), 1200, 800));
  for (const c of base.certificates || []) emit(ref(c.image), (p) => svgOr(p, () => certSvg(c), 600, 800));
  for (const s of base.slides || []) emit(ref(s.image), (p) => svgOr(p, () => slideSvg(s), 1600, 700));
  // Downloads last (zips bundle already generated SVGs)
  for (const d of base.downloads || []) {
    emit(ref(d.file), (p) => {
      const e = ext(p);
      if (e === '.pdf') out(p, pdfFor(d));
      else if (e === '.zip') out(p, zipFor(d));
      else if (e === '.svg') out(p, genericSvg(p));
      else if (['.png', '.jpg', '.jpeg', '.webp'].includes(e)) renderStill(p, 1200, 800);
      else if (['.mp4', '.webm'].includes(e)) renderVideo(p, videoSceneFor(d.id, null));
      else out(p, `${tr('downloads', d.id).title || d.id}\r\n\r\n${tr('downloads', d.id).description || ''}\r\n`);
    });
  }

  // Investor relations: the financial reports (issue 17)
  for (const r of base.financialReports || []) emit(ref(r.file), (p) => out(p, reportPdfFor(r)));

  // Any other /media/ or /downloads/ path anywhere in base.json (future fields): generic asset by extension
  const walk = (v) => {
    if (typeof v === 'string') {
      if (/^\/(media|downloads)\//.test(v)) emit(ref(v), (p) => svgOr(p, () => genericSvg(p), 1200, 675));
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(base);

  const missing = [...referenced].filter((p) => !fs.existsSync(absFor(p)));
  console.log(
    `generate-assets: ${stats.files} files (${stats.written} written, ${stats.unchanged} unchanged), ${referenced.size} referenced in base.json, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (missing.length) {
    console.error('Missing files:\n' + missing.join('\n'));
    process.exit(1);
  }
}

main();
