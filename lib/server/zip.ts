import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import * as zlib from 'node:zlib';

export interface ZipSource {
  /** Name inside the archive (forward slashes). */
  name: string;
  /** File on disk. */
  path: string;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE), continuing from `previous`; node:zlib's native one where this Node has it. */
export function crc32(data: Uint8Array, previous = 0): number {
  const native = (zlib as { crc32?: (d: Uint8Array, v?: number) => number }).crc32;
  if (native) return native(data, previous);
  let c = (previous ^ 0xffffffff) >>> 0;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

async function fileCrc(path: string): Promise<number> {
  let crc = 0;
  for await (const chunk of createReadStream(path)) crc = crc32(chunk as Buffer, crc);
  return crc;
}

function write(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(chunk)) resolve();
    else {
      out.once('drain', resolve);
      out.once('error', reject);
    }
  });
}

async function pipeFile(path: string, out: Writable): Promise<void> {
  for await (const chunk of createReadStream(path)) await write(out, chunk as Buffer);
}

const UTF8_NAMES = 0x0800;

/**
 * Writes a store-only (uncompressed) ZIP of the files to `out`, one file at a time: the
 * sources here are PDFs, zips and images that deflate would not shrink. No ZIP64, so each
 * file and the archive stay under 4 GiB.
 */
export async function writeZip(sources: ZipSource[], out: Writable): Promise<void> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const source of sources) {
    const info = await stat(source.path);
    if (info.size >= 0xffffffff) throw new Error(`file too large for a ZIP without ZIP64: ${source.name}`);
    const crc = await fileCrc(source.path);
    const name = Buffer.from(source.name, 'utf8');
    const { time, date } = dosDateTime(info.mtime);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(info.size, 18);
    local.writeUInt32LE(info.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    await write(out, Buffer.concat([local, name]));
    await pipeFile(source.path, out);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(10, 6);
    entry.writeUInt16LE(UTF8_NAMES, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(info.size, 20);
    entry.writeUInt32LE(info.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + info.size;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(sources.length, 8);
  end.writeUInt16LE(sources.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(out, Buffer.concat([directory, end]));
}
