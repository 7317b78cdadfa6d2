import 'server-only';
import type { CSSProperties } from 'react';

/** Brand colours (app/globals.css tokens, the logo's coral). */
const NAVY = '#1f2a44';
const INK = '#1b2233';
const CORAL = '#e8664f';
const PAPER = '#ffffff';
const MIST = '#c9d1e0';

/** Where the title is drawn; tests crop this box to look at the glyphs. */
export const TITLE_BOX = { left: 80, top: 190, width: 1040, height: 300 } as const;

/** Visual length: Han, kana and Hangul are about twice as wide as Latin letters. */
function visualLength(text: string): number {
  let n = 0;
  for (const ch of text) n += /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(ch) ? 2 : 1;
  return n;
}

/** Largest size at which the title fits the box in at most three lines. */
export function titleSize(title: string): number {
  const n = visualLength(title);
  if (n <= 20) return 84;
  if (n <= 34) return 72;
  if (n <= 56) return 60;
  return 50;
}

/** A long title ends with an ellipsis rather than run off the card (at most four lines at the smallest size). */
export function clampTitle(title: string, max = 120): string {
  const chars = [...title.trim()];
  if (visualLength(title.trim()) <= max) return chars.join('');
  let kept = '';
  for (const ch of chars) {
    if (visualLength(`${kept}${ch}`) > max - 1) break;
    kept += ch;
  }
  return `${kept.trimEnd()}…`;
}

function Paw({ size, colour, style }: { size: number; colour: string; style?: CSSProperties }) {
  const toe = (left: number, top: number, w: number, h: number) => (
    <div style={{ position: 'absolute', left: left * size, top: top * size, width: w * size, height: h * size, borderRadius: '50%', background: colour }} />
  );
  return (
    <div style={{ position: 'relative', display: 'flex', width: size, height: size, ...style }}>
      {toe(0.25, 0.42, 0.5, 0.42)}
      {toe(0.02, 0.22, 0.2, 0.26)}
      {toe(0.24, 0.02, 0.21, 0.27)}
      {toe(0.55, 0.02, 0.21, 0.27)}
      {toe(0.78, 0.22, 0.2, 0.26)}
    </div>
  );
}

/** A trail of paw prints walking off the card's right edge, like the one under the logo. */
function Trail() {
  const steps = [
    [1010, 520, -20],
    [1080, 455, 10],
    [1120, 370, -15],
    [1175, 300, 15],
  ] as const;
  return (
    <>
      {steps.map(([left, top, rotate], i) => (
        <Paw key={i} size={54} colour="rgba(232, 102, 79, 0.22)" style={{ position: 'absolute', left, top, transform: `rotate(${rotate}deg)` }} />
      ))}
    </>
  );
}

/** The 1200×630 card: logo, title in the page's language, tagline; navy with a coral accent. */
export function Card({ title, tagline, lang, font }: { title: string; tagline: string; lang: string; font: string }) {
  const text = clampTitle(title);
  return (
    <div lang={lang} style={{ display: 'flex', position: 'relative', width: '100%', height: '100%', background: NAVY, fontFamily: font, color: PAPER }}>
      <div style={{ position: 'absolute', left: 0, top: 0, width: 16, height: '100%', background: CORAL }} />
      <div style={{ position: 'absolute', right: -140, top: -160, width: 520, height: 520, borderRadius: '50%', background: INK, display: 'flex' }} />
      <Trail />
      <div style={{ position: 'absolute', left: 80, top: 64, display: 'flex', alignItems: 'center' }}>
        <div style={{ display: 'flex', width: 72, height: 72, borderRadius: 18, background: PAPER, alignItems: 'center', justifyContent: 'center' }}>
          <Paw size={48} colour={CORAL} />
        </div>
        <div style={{ display: 'flex', marginLeft: 20, fontSize: 44, letterSpacing: -0.5 }}>
          <span>Paw</span>
          <span style={{ color: CORAL }}>trail</span>
        </div>
      </div>
      <div
        style={{
          position: 'absolute',
          left: TITLE_BOX.left,
          top: TITLE_BOX.top,
          width: TITLE_BOX.width,
          height: TITLE_BOX.height,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <div style={{ display: 'flex', fontSize: titleSize(text), lineHeight: 1.2, letterSpacing: -0.5, maxWidth: 900 }}>{text}</div>
      </div>
      <div style={{ position: 'absolute', left: 80, bottom: 64, display: 'flex', alignItems: 'center', fontSize: 30, color: MIST }}>
        <div style={{ width: 48, height: 6, borderRadius: 3, background: CORAL, marginRight: 20 }} />
        {tagline}
      </div>
    </div>
  );
}
