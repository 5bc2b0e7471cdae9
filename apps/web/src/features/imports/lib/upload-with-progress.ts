import type { z } from 'zod';
import { errorEnvelope } from '@hirelane/domain/http/envelope';
import { DEFAULT_ERROR_MESSAGES, type ApiStatus } from '@hirelane/domain/http/status';
import { withWorkspaceParam } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export type UploadProgress = { loaded: number; total: number };

type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal | undefined;
};

const GENERIC_ERROR_MESSAGE = 'Error: Please refresh and try again, or contact the support team.';
const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const errorFrom = (status: number, body: unknown): ApiError => {
  const parsed = errorEnvelope.partial().safeParse(body);
  const envelope = parsed.success ? parsed.data : {};
  return new ApiError({
    status,
    message:
      envelope.message || DEFAULT_ERROR_MESSAGES[status as ApiStatus] || GENERIC_ERROR_MESSAGE,
    errors: envelope.errors ?? [],
    requestId: envelope.request_id,
  });
};

/**
 * POSTs multipart form data with XMLHttpRequest, because fetch cannot report upload progress.
 * Adds `?workspace=` like the API client and parses the answer with `schema`.
 */
export const uploadWithProgress = <S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.infer<S>> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withWorkspaceParam(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr.status, body));
        return;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        console.error(`Unexpected answer from POST ${path}`, parsed.error);
        reject(new ApiError({ status: xhr.status, message: GENERIC_ERROR_MESSAGE }));
        return;
      }
      resolve(parsed.data);
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
