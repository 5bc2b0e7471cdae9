import {
  MAX_CSV_BYTES,
  MAX_RESUME_BYTES,
  MAX_RESUME_FILES,
} from '@hirelane/domain/imports/import.schema';

export const CSV_EXTENSIONS = ['.csv', '.tsv', '.txt'] as const;
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;

const MB = 1024 * 1024;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** '2.5 MB', '830 KB', '12 bytes'. */
export const formatBytes = (bytes: number): string => {
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes >= 10 * MB ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
};

/** Why a CSV file cannot be imported, or null when it can be sent to the server. */
export const csvFileProblem = (file: Pick<File, 'name' | 'size'>): string | null => {
  if (!(CSV_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `“${file.name}” is not a CSV file. Pick a .csv, .tsv or .txt file.`;
  }
  if (file.size > MAX_CSV_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}; files up to ${MAX_CSV_BYTES / MB} MB can be imported. Split it into smaller files.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
};

/** Why one resume cannot be uploaded (by name and size; the server checks the content). */
export const resumeFileProblem = (file: Pick<File, 'name' | 'size'>): string | null => {
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return 'Only PDF and DOCX files can be imported.';
  }
  if (file.size > MAX_RESUME_BYTES) {
    return `The file is ${formatBytes(file.size)}; resumes up to ${MAX_RESUME_BYTES / MB} MB can be imported.`;
  }
  if (file.size === 0) return 'The file is empty.';
  return null;
};

export type RefusedFile = { name: string; reason: string };

/**
 * Splits newly picked resumes into those added to the upload list and those refused here, given
 * how many are already listed: at most MAX_RESUME_FILES in one upload; the same file twice is
 * listed once.
 */
export const pickResumes = (
  picked: readonly File[],
  listed: readonly File[],
): { accepted: File[]; refused: RefusedFile[] } => {
  const key = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
  const seen = new Set(listed.map(key));
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  for (const file of picked) {
    if (seen.has(key(file))) continue;
    const problem = resumeFileProblem(file);
    if (problem) {
      refused.push({ name: file.name, reason: problem });
    } else if (listed.length + accepted.length >= MAX_RESUME_FILES) {
      refused.push({
        name: file.name,
        reason: `At most ${MAX_RESUME_FILES} resumes can be uploaded at once.`,
      });
    } else {
      accepted.push(file);
      seen.add(key(file));
    }
  }
  return { accepted, refused };
};
