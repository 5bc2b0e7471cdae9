import { crc32, deflateRawSync } from 'node:zlib';
import { writeZipArchive } from '../../src/integrations/resume-parser/stored-zip';

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

/** A zip archive of these entries, deflated or stored, its headers true unless told to lie. */
export const writeZip = (entries: readonly ZipEntryInput[]): Uint8Array =>
  new Uint8Array(
    writeZipArchive(
      entries.map((entry) => {
        const deflate = entry.deflated !== undefined || (entry.method ?? 'deflate') === 'deflate';
        const body = entry.deflated
          ? Buffer.from(entry.deflated)
          : deflate
            ? deflateRawSync(entry.data)
            : Buffer.from(entry.data);
        return {
          name: entry.name,
          body,
          method: deflate ? 8 : 0,
          crc: crc32(entry.data),
          size: entry.claimedSize ?? entry.data.length,
        };
      }),
    ),
  );
