import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_STATUSES } from '@/lib/validations/order';
import { RETURN_STATUSES } from '@/lib/validations/returns';
import { statusBadge } from './status-badge';

const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
const token = (name: string) => css.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i'))![1]!;
const colour = (value: string) => value.replace(/var\(--([\w-]+)\)/, (_m, name: string) => token(name));
/** The background and text colour of one class, as globals.css declares them. */
function coloursOf(className: string) {
  const rule = css.match(new RegExp(`\\.${className} \\{([^}]*)\\}`))![1]!;
  return { background: colour(rule.match(/background:\s*([^;]+);/)![1]!), text: colour(rule.match(/\bcolor:\s*([^;]+);/)![1]!) };
}
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('order and return status badges', () => {
  it('wear the success colour for good news — "Paid" was coral, the warning colour', () => {
    for (const s of ['paid', 'shipped', 'delivered', 'approved', 'refunded'] as const) expect(statusBadge(s)).toBe('badge badge--success');
    expect(statusBadge('cancelled')).toBe('badge');
    expect(statusBadge('rejected')).toBe('badge');
    expect(statusBadge('pending')).toBe('badge badge--neutral');
    expect(statusBadge('requested')).toBe('badge badge--neutral');
    expect(coloursOf('badge--success').background).not.toBe(coloursOf('badge').background);
  });

  it('keep their text at AA contrast (4.5:1) in every tone', () => {
    const tones = new Set([...ORDER_STATUSES, ...RETURN_STATUSES].map((s) => statusBadge(s).split(' ').at(-1)!));
    expect(tones).toEqual(new Set(['badge', 'badge--success', 'badge--neutral']));
    for (const tone of tones) {
      const { background, text } = coloursOf(tone);
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
