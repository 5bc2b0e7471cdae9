import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** An RGBA PNG drawn by `pixel(x, y)`: the extension's icons, generated at build time. */
export const drawPng = (
  size: number,
  pixel: (x: number, y: number) => [number, number, number, number],
): Buffer => {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) row.set(pixel(x, y), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The Hirelane mark: a white "H" on a blue rounded square. */
export const iconPng = (size: number): Buffer =>
  drawPng(size, (x, y) => {
    const u = (x + 0.5) / size;
    const v = (y + 0.5) / size;
    const corner = 0.2;
    const dx = Math.max(corner - u, u - (1 - corner), 0);
    const dy = Math.max(corner - v, v - (1 - corner), 0);
    if (dx * dx + dy * dy > corner * corner) return [0, 0, 0, 0];
    const stem = (u > 0.25 && u < 0.38) || (u > 0.62 && u < 0.75);
    const bar = u >= 0.38 && u <= 0.62 && v > 0.45 && v < 0.57;
    const inside = v > 0.22 && v < 0.78;
    return inside && (stem || bar) ? [255, 255, 255, 255] : [29, 78, 216, 255];
  });
