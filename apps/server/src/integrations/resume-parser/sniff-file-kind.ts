/** What the first bytes of a file say it is; the file name is never consulted. */
export type SniffedKind = 'empty' | 'pdf' | 'zip' | 'encrypted-office' | 'legacy-doc' | 'unknown';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06]; // an empty archive: end of central directory only
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** PDF readers accept the header anywhere in the first 1024 bytes (some files start with junk). */
const PDF_HEADER_WINDOW = 1024;

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  magic.every((byte, index) => bytes[index] === byte);

/** Where `needle` first occurs in the first `limit` bytes, or -1 (native Buffer search). */
const indexOfBytes = (bytes: Uint8Array, needle: Uint8Array, limit = bytes.length): number =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(limit, bytes.byteLength)).indexOf(needle);

/** The UTF-16LE bytes of a stream name, as stored in an OLE (compound file) directory. */
const utf16le = (text: string): Uint8Array => Buffer.from(text, 'utf16le');

const ENCRYPTED_PACKAGE = utf16le('EncryptedPackage');
const WORD_DOCUMENT = utf16le('WordDocument');

export const sniffFileKind = (bytes: Uint8Array): SniffedKind => {
  if (bytes.byteLength === 0) return 'empty';
  if (indexOfBytes(bytes, Uint8Array.from(PDF_MAGIC), PDF_HEADER_WINDOW) !== -1) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, OLE_MAGIC)) {
    // A password-protected .docx is an OLE container holding an "EncryptedPackage" stream; a
    // Word 97–2003 .doc holds a "WordDocument" stream; other OLE files (.xls, .msg) are neither.
    if (indexOfBytes(bytes, ENCRYPTED_PACKAGE) !== -1) return 'encrypted-office';
    return indexOfBytes(bytes, WORD_DOCUMENT) !== -1 ? 'legacy-doc' : 'unknown';
  }
  return 'unknown';
};

/** True when "%%EOF" occurs in the last 1024 bytes, as in every complete PDF. */
export const hasPdfEndMarker = (bytes: Uint8Array): boolean => {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024));
  return indexOfBytes(tail, Uint8Array.from([0x25, 0x25, 0x45, 0x4f, 0x46])) !== -1;
};
