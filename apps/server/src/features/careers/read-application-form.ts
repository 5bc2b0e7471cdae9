import type { FastifyRequest } from 'fastify';
import { MAX_RESUME_BYTES } from '@hirelane/domain/imports/import.schema';
import type { UploadedResume } from './application-resume';

export const APPLICATION_FIELDS = [
  'full_name',
  'email',
  'phone_country',
  'phone_number',
  'linkedin_url',
  'consent',
  'website',
  'started',
] as const;

/** One resume of at most 10 MB (a bigger one is cut and refused), a handful of short fields. */
const APPLICATION_PART_OPTIONS = {
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 4096 },
  throwFileSizeLimit: false,
};

/** `malformed`: more parts than the form has (two files, many fields); nothing else is read. */
export type ApplicationBody = {
  fields: Record<string, string>;
  resume: UploadedResume | null;
  malformed: boolean;
};

const isPartsLimit = (error: unknown): boolean =>
  /^FST_(FILES|PARTS|FIELDS)_LIMIT$/.test(String((error as { code?: unknown } | null)?.code));

const KNOWN = new Set<string>(APPLICATION_FIELDS);

const keepKnown = (entries: Iterable<[string, unknown]>): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries)
    if (KNOWN.has(name) && typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
};

/**
 * The apply form as a browser posts it: multipart/form-data when it carries the file input (our
 * form always does; an empty file input is "no resume"), or application/x-www-form-urlencoded.
 */
export const readApplicationForm = async (request: FastifyRequest): Promise<ApplicationBody> => {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: body && typeof body === 'object' ? keepKnown(Object.entries(body)) : {},
      resume: null,
      malformed: false,
    };
  }
  const entries: [string, unknown][] = [];
  let resume: UploadedResume | null = null;
  const parts = request.parts(APPLICATION_PART_OPTIONS);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        entries.push([part.fieldname, part.value]);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (part.fieldname !== 'resume' || (bytes.byteLength === 0 && !part.filename)) continue;
      resume = { filename: part.filename, bytes, truncated: part.file.truncated };
    }
  } catch (error) {
    if (isPartsLimit(error)) return { fields: keepKnown(entries), resume: null, malformed: true };
    throw error;
  }
  return { fields: keepKnown(entries), resume, malformed: false };
};
