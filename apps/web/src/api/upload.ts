import { apiBase } from './client';
import { ApiError, errorMessageOf } from './errors';

/** Told while the request body goes out: bytes sent and bytes in all. */
export type UploadProgress = (loaded: number, total: number) => void;

export interface MultipartOptions {
  token: string | null;
  onProgress?: UploadProgress;
  signal?: AbortSignal;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (text === '') return undefined;
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form and answers the parsed JSON body. XMLHttpRequest, not fetch: only it
 * reports upload progress, which each file's progress bar shows. Throws `ApiError` with the
 * server's message on a non-2xx status (status 0 when the connection broke).
 */
export function postMultipart(
  path: string,
  form: FormData,
  options: MultipartOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}${path}`);
    xhr.setRequestHeader('Accept', 'application/ld+json, application/json');
    if (options.token) xhr.setRequestHeader('Authorization', `Bearer ${options.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new ApiError(xhr.status, errorMessageOf(body, xhr.statusText || 'Error')));
    };
    // A server that refuses a too-large body may close the connection before answering.
    xhr.onerror = () => reject(new ApiError(0, 'The connection to the server was interrupted.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
