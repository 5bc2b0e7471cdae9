import type { z } from 'zod';
import { REQUIRED_MESSAGE } from '@hirelane/domain/http/validation-messages';
import type { FieldError } from '@hirelane/domain/http/envelope';

/** Messages by field path ("subject", "voice.gender", "schedule.end_hour"). */
export type FieldErrors = Record<string, string>;

/**
 * A zod error as messages by field, the first message of each field kept. `strip` drops a leading
 * path segment (the step draft's "config"). A missing or non-number value reads as required.
 */
export const zodFieldErrors = (error: z.ZodError, strip?: string): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (strip && path[0] === strip) path.shift();
    const key = path.join('.');
    if (key in errors) continue;
    errors[key] = issue.code === 'invalid_type' ? REQUIRED_MESSAGE : issue.message;
  }
  return errors;
};

/** The server's 422 field errors (paths as it sent them, with an optional leading segment). */
export const serverFieldErrors = (errors: readonly FieldError[], strip?: string): FieldErrors => {
  const found: FieldErrors = {};
  for (const error of errors) {
    const path =
      strip && error.path.startsWith(`${strip}.`) ? error.path.slice(strip.length + 1) : error.path;
    if (!(path in found)) found[path] = error.message;
  }
  return found;
};
