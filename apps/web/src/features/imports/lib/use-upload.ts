import { useCallback, useEffect, useRef, useState } from 'react';
import { importJobResponse, type ImportJob } from '@hirelane/domain/imports/import.schema';
import { isAbortError } from '../../../lib/api-error';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: UploadProgress | null }
  | { phase: 'failed'; message: string };

/** One multipart upload at a time, with its progress; cancelled when the page goes away. */
export const useUpload = (path: string) => {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (form: FormData): Promise<ImportJob | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ phase: 'uploading', progress: null });
      try {
        const answer = await uploadWithProgress(path, form, importJobResponse, {
          signal: current.signal,
          onProgress: (progress) => setState({ phase: 'uploading', progress }),
        });
        setState({ phase: 'idle' });
        return answer.data;
      } catch (error) {
        if (isAbortError(error)) return null;
        setState({
          phase: 'failed',
          message: error instanceof Error ? error.message : 'The upload failed.',
        });
        return null;
      }
    },
    [path],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ phase: 'idle' });
  }, []);
  return { state, start, reset, cancel };
};
