import type { z } from 'zod';
import { dataFromAnswer, errorFromAnswer, networkError, parseJsonText } from './api-answer';
import { withWorkspaceParam } from './api-client';

export type UploadProgress = { loaded: number; total: number };

type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal | undefined;
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
      const body = parseJsonText(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromAnswer(xhr.status, body));
        return;
      }
      try {
        resolve(dataFromAnswer(schema, xhr.status, body, `POST ${path}`));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
