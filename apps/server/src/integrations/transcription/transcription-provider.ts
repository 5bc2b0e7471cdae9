/** Turns a voice answer into text (issue 18, decision 034). */
export type TranscriptionRequest = {
  audio: Buffer;
  contentType: string;
  filename: string;
  /** BCP 47 tag of the interview, e.g. en-US; providers take its language part. */
  language: string;
};

export type TranscriptionProvider = {
  describe: () => string;
  transcribe: (request: TranscriptionRequest) => Promise<string>;
};

export type TranscriptionErrorKind =
  | 'unauthorized'
  | 'rate_limited'
  | 'server_error'
  | 'bad_request'
  | 'timeout'
  | 'unreachable'
  | 'empty';

/** A transcription that did not happen, with a sentence a person can read. */
export class TranscriptionError extends Error {
  constructor(
    readonly kind: TranscriptionErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranscriptionError';
  }
}
