import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from './locales.mjs';

const root = path.resolve(__dirname, '..');

describe('the list of languages (i18n/locales.mjs)', () => {
  it('has a message file for each language and none for a language it lacks', () => {
    const files = readdirSync(path.join(root, 'messages')).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LOCALES].sort());
  });

  it('is the language prefix the nginx front cache recognises (deploy/nginx/pawtrail.conf.template)', () => {
    const template = readFileSync(path.join(root, 'deploy/nginx/pawtrail.conf.template'), 'utf8');
    const alternations = [...template.matchAll(/\^\/\(([a-z|]+)\)/g)].map((m) => m[1]!.split('|'));
    expect(alternations.length).toBeGreaterThan(0);
    for (const list of alternations) expect(list).toEqual([...LOCALES]);
  });
});
