import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { crc32, writeZip } from './zip';

/** Entries of the central directory, read from the end-of-central-directory record. */
function centralDirectory(zip: Buffer): { name: string; crc: number; size: number; offset: number }[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(-1);
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const out = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(p + 28);
    const extra = zip.readUInt16LE(p + 30);
    const comment = zip.readUInt16LE(p + 32);
    out.push({ name: zip.toString('utf8', p + 46, p + 46 + nameLength), crc: zip.readUInt32LE(p + 16), size: zip.readUInt32LE(p + 24), offset: zip.readUInt32LE(p + 42) });
    p += 46 + nameLength + extra + comment;
  }
  return out;
}

describe('writeZip', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('56789'), crc32(Buffer.from('1234')))).toBe(0xcbf43926);
  });

  it('writes an archive that unzip verifies, with every file intact', async () => {
    const a = path.join(dir, 'a.txt');
    const b = path.join(dir, 'b.bin');
    writeFileSync(a, 'Pawtrail ✓ manual\n');
    writeFileSync(b, Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256)));
    const zipPath = path.join(dir, 'out.zip');
    const out = createWriteStream(zipPath);
    await writeZip([{ name: 'docs/a.txt', path: a }, { name: 'b.bin', path: b }], out);
    out.end();
    await finished(out);

    const zip = readFileSync(zipPath);
    const entries = centralDirectory(zip);
    expect(entries.map((e) => e.name)).toEqual(['docs/a.txt', 'b.bin']);
    expect(entries[1]!.size).toBe(70_000);
    expect(entries[1]!.crc).toBe(crc32(readFileSync(b)));
    expect(zip.readUInt32LE(entries[1]!.offset)).toBe(0x04034b50);

    const test = execFileSync('unzip', ['-t', zipPath], { encoding: 'utf8' });
    expect(test).toMatch(/No errors detected/);
    expect(execFileSync('unzip', ['-p', zipPath, 'docs/a.txt'], { encoding: 'utf8' })).toBe('Pawtrail ✓ manual\n');
  });
});
