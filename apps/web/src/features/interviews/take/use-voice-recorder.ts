import { useCallback, useEffect, useRef, useState } from 'react';

const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

const supportedType = (): string | undefined =>
  typeof MediaRecorder !== 'undefined' && typeof MediaRecorder.isTypeSupported === 'function'
    ? TYPES.find((type) => MediaRecorder.isTypeSupported(type))
    : undefined;

export const canRecord = (): boolean =>
  typeof MediaRecorder !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

export type RecorderState = 'idle' | 'recording' | 'denied';

/**
 * Records one voice answer with MediaRecorder. The answer ends only when the candidate clicks
 * stop: there is no silence detection that could cut a slow speaker off.
 */
export const useVoiceRecorder = () => {
  const [state, setState] = useState<RecorderState>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const stream = useRef<MediaStream | null>(null);

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  useEffect(() => release, []);

  const start = useCallback(async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('denied');
      return;
    }
    const mimeType = supportedType();
    const next = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    chunks.current = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    recorder.current = next;
    next.start();
    setState('recording');
  }, []);

  /** Stops and hands back the recording. */
  const stop = useCallback(
    () =>
      new Promise<Blob | null>((resolve) => {
        const current = recorder.current;
        if (!current) {
          resolve(null);
          return;
        }
        current.onstop = () => {
          const type = (current.mimeType || 'audio/webm').split(';')[0] ?? 'audio/webm';
          resolve(chunks.current.length ? new Blob(chunks.current, { type }) : null);
          release();
          recorder.current = null;
          setState('idle');
        };
        current.stop();
      }),
    [],
  );

  return { state, start, stop };
};
