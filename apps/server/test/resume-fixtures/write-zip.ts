import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntryInput = {
  name: string;
  data: Uint8Array;
  /** 'deflate' compresses with deflateRawSync; 'store' keeps the bytes as they are. */
  method?: 'store' | 'deflate';
  /** A raw deflate body written as is instead of compressing `data` (which then goes unused). */
  deflated?: Uint8Array;
  /** The uncompressed size (and CRC) the headers claim, instead of the real ones: a lying zip. */
  claimedSize?: number;
};

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

/** A plain zip archive written byte by byte (local headers, central directory, end record). */
export const writeZip = (entries: readonly ZipEntryInput[]): Uint8Array => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflate = entry.deflated !== undefined || (entry.method ?? 'deflate') === 'deflate';
    const body = entry.deflated
      ? Buffer.from(entry.deflated)
      : deflate
        ? deflateRawSync(entry.data)
        : Buffer.from(entry.data);
    const checksum = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    const common = [
      u16(20), // version needed
      u16(0x0800), // flags: UTF-8 names
      u16(deflate ? 8 : 0),
      u16(0), // time
      u16(0x21), // date: 1980-01-01
      u32(checksum),
      u32(body.length),
      u32(size),
      u16(name.length),
      u16(0), // extra length
    ];
    const local = Buffer.concat([u32(0x04034b50), ...common, name, body]);
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
  return new Uint8Array(Buffer.concat([...locals, central, end]));
};
