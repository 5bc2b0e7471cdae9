import { crc32 } from 'node:zlib';

export type ZipPart = { name: string; data: Buffer };

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

/** One entry as the archive records it: the bytes as written and what its headers claim. */
export type RawZipEntry = {
  name: string;
  body: Buffer;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc: number;
  /** The uncompressed size the headers give. */
  size: number;
};

/** A plain zip archive written byte by byte: local headers, central directory, end record. */
export const writeZipArchive = (entries: readonly RawZipEntry[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const common = [
      u16(20), // version needed
      u16(0x0800), // flags: UTF-8 names
      u16(entry.method),
      u16(0), // time
      u16(0x21), // date: 1980-01-01
      u32(entry.crc),
      u32(entry.body.length),
      u32(entry.size),
      u16(name.length),
      u16(0), // extra length
    ];
    const local = Buffer.concat([u32(0x04034b50), ...common, name, entry.body]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20), // version made by
        ...common,
        u16(0), // comment length
        u16(0), // disk number
        u16(0), // internal attributes
        u32(0), // external attributes
        u32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
};

/**
 * A zip of already-inflated parts, stored without compression: what mammoth is handed, so that
 * its own unzipping has nothing left to inflate (the bytes were counted while we inflated them).
 */
export const writeStoredZip = (parts: readonly ZipPart[]): Buffer =>
  writeZipArchive(
    parts.map((part) => ({
      name: part.name,
      body: part.data,
      method: 0,
      crc: crc32(part.data),
      size: part.data.length,
    })),
  );
