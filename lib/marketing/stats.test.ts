import base from '@/scripts/seed-data/base.json';
import { AGENT_COUNT } from '@/scripts/stores/generate';
import { STAT_IDS } from '@/lib/validations/settings';
import { countUpValue, formatStat } from './stats';

describe('company statistics', () => {
  // The spec's figures, except the agents: the store finder lists AGENT_COUNT of them (issue 32), and the home page states that.
  it('are the six figures of the spec in the demo content, the agents as many as the store finder lists', () => {
    const stats = base.settings.stats;
    expect(STAT_IDS.map((id) => `${stats[id].value}${stats[id].plus ? '+' : ''}`)).toEqual(['21', '69', '50+', String(AGENT_COUNT), '300', '1000+']);
  });

  it('format with the locale digit grouping and the plus sign', () => {
    expect(formatStat(1000, 'en', true)).toBe('1,000+');
    expect(formatStat(1000, 'de', true)).toBe('1.000+');
    expect(formatStat(21, 'ja', false)).toBe('21');
    expect(formatStat(1000, 'fr', false)).toMatch(/^1\s000$/u);
  });
});

describe('countUpValue', () => {
  it('starts at zero and ends exactly at the target', () => {
    expect(countUpValue(300, 0, 1000)).toBe(0);
    expect(countUpValue(300, 1000, 1000)).toBe(300);
    expect(countUpValue(300, 5000, 1000)).toBe(300);
  });

  it('rises monotonically and never overshoots', () => {
    let last = -1;
    for (let ms = 0; ms <= 1000; ms += 50) {
      const v = countUpValue(1000, ms, 1000);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(1000);
      last = v;
    }
  });

  it('eases out: past the half-way value at half time', () => {
    expect(countUpValue(100, 500, 1000)).toBeGreaterThan(50);
  });

  it('shows the target at once when there is no duration', () => {
    expect(countUpValue(69, 0, 0)).toBe(69);
  });
});
