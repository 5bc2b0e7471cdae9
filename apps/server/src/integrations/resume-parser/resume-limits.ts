/** Limits applied to every uploaded resume before it is parsed. */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const MAX_RESUME_PAGES = 20;

/** Zip-bomb guards for DOCX files, read from the zip's central directory without inflating. */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 2_000;
export const MAX_DOCX_COMPRESSION_RATIO = 100;
/** The compression-ratio guard applies only to entries larger than this (uncompressed). */
export const DOCX_RATIO_CHECK_MIN_BYTES = 1024 * 1024;

/** A worker that has not answered for one file after this long is stopped and replaced. */
export const RESUME_PARSE_TIMEOUT_MS = 20_000;

/**
 * What all inflated parts of one DOCX may add up to, counted while inflating: a resume's XML is
 * a few hundred kilobytes; a zip bomb is stopped here whatever its directory claims.
 */
export const MAX_DOCX_INFLATED_BYTES = 20 * 1024 * 1024;

/** Characters of text read from one PDF; a resume has a few thousand. */
export const MAX_PDF_TEXT_CHARS = 400_000;
