import { vi } from 'vitest';

/** What a test answers an upload with. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** An upload as the server would see it. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

/**
 * Stands in for XMLHttpRequest, the upload boundary (jsdom has no server to talk to): records
 * each request, reports half and then all of the body as sent, and answers what `answer` says.
 */
export function stubXhr(answer: (upload: SentUpload) => FakeAnswer) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/ld+json; charset=utf-8' : null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const upload = { method: this.method, url: this.url, headers: this.headers, form };
      sent.push(upload);
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      queueMicrotask(() => {
        progress(50);
        progress(100);
        const { status, body } = answer(upload);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
