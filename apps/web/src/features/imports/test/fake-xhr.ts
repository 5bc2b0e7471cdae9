/** A stand-in for XMLHttpRequest: records each request and lets the test drive it. */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** Reports upload progress as the browser would. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  static last(): FakeXhr {
    const last = FakeXhr.instances.at(-1);
    if (!last) throw new Error('No upload was started.');
    return last;
  }

  static reset() {
    FakeXhr.instances = [];
  }
}
