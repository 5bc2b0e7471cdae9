import { crc32, deflateSync } from 'node:zlib';
import type { Profile } from '@hirelane/domain/profile/profile.schema';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import { multipartBody } from '../imports/csv/csv-import.test-kit';

/** Helpers for the profile integration tests and isolation probes. */

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real, decodable RGB PNG of one colour. */
export const solidPng = (
  width: number,
  height: number,
  rgb: [number, number, number] = [234, 88, 12],
) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(new Array<number[]>(width).fill(rgb).flat()),
  ]);
  const pixels = Buffer.concat(new Array<Buffer>(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export const uploadPhotoAs = (
  t: TestApp,
  cookie: string,
  data: Buffer | Uint8Array,
  { field = 'photo', filename = 'photo.png', contentType = 'image/png' } = {},
): Promise<TestResponse> => {
  const { payload, contentType: header } = multipartBody([
    { name: field, filename, contentType, data: Buffer.from(data) },
  ]);
  return call(t, 'POST', '/api/user/photo/upload', {
    cookie,
    body: payload,
    headers: { 'content-type': header },
  });
};

export const profileOf = (response: TestResponse): Profile => response.json().data as Profile;
