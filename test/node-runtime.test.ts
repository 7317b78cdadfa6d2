import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The project runs on Node 24 LTS wherever it runs: `npm install` puts the npm registry's `node`
 * package (a Node 24 binary) in node_modules/.bin, which npm scripts and npx put first on PATH, so
 * `npm start`, `npm test` and `npx jest` run on it even where the machine's own Node is older;
 * the container image uses the same major. These checks fail when one of them drifts.
 */
const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe('the Node.js runtime', () => {
  it('is the Node 24 of node_modules/.bin, not the machine’s own', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
    expect(process.versions.node).toBe(pkg.dependencies.node);
    expect(realpathSync(process.execPath)).toBe(realpathSync(path.join(root, 'node_modules/.bin/node')));
  });

  it('is what a child process started the way the scripts start them gets', () => {
    const child = spawnSync(process.execPath, ['-p', 'process.version'], { encoding: 'utf8' });
    expect(child.stdout.trim()).toBe(`v${pkg.dependencies.node}`);
  });

  it('has one major in package.json’s engines, its node dependency and every stage of the Dockerfile', () => {
    const wanted = major(pkg.dependencies.node!);
    expect(wanted).toBe(24);
    expect(major(pkg.engines.node)).toBe(wanted);
    const stages = [...readFileSync(path.join(root, 'Dockerfile'), 'utf8').matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(stages.length).toBeGreaterThan(0);
    expect(stages.every((stage) => stage === wanted)).toBe(true);
  });

  it('loads the native image library (sharp) and encodes with it', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 2, height: 2, format: 'png' });
  });
});
