/**
 * The sentences shown to a recruiter when an uploaded resume is refused. One per cause, so a
 * caller (or a test) can tell them apart.
 */
export const RESUME_EMPTY = 'The file is empty.';

export const RESUME_TOO_LARGE = 'The file is larger than 10 MB. Upload a resume of at most 10 MB.';

export const RESUME_UNSUPPORTED_TYPE =
  'The file is not a PDF or a Word (.docx) document. Upload the resume as PDF or DOCX.';

export const RESUME_LEGACY_DOC =
  'The file is an old Word (.doc) document. Save it as .docx or PDF and upload it again.';

export const RESUME_CORRUPT =
  'The file is damaged or incomplete and cannot be read. Export the resume again and upload the new file.';

export const RESUME_ENCRYPTED =
  'The file is password-protected. Remove the password and upload the resume again.';

export const RESUME_ZIP_BOMB =
  'The file unpacks to far more data than a resume holds, so it was refused as unsafe.';

export const RESUME_TOO_MANY_PAGES =
  'The resume has more than 20 pages. Upload a resume of at most 20 pages.';

export const RESUME_NO_TEXT =
  'No text was found in the file; it may be a scanned image. Upload a PDF or DOCX with selectable text.';

export const RESUME_PARSE_TIMED_OUT =
  'Reading the resume took too long and was stopped. Try a simpler export of the file.';

export const RESUME_PARSER_CRASHED =
  'The resume could not be read: the parser stopped unexpectedly on this file.';

export const RESUME_PARSER_OUT_OF_MEMORY =
  'Reading the resume needed far more memory than a resume does, so it was stopped. Export the file again and upload the new one.';

export const RESUME_PARSER_CLOSED = 'The resume parser was shut down before this file was read.';
