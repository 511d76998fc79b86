import { uploadAnswerSchema, type UploadAnswer } from '../../../common/schemas/report.ts';
import { ANTI_FORGERY, API_BASE } from '../../../common/api/api-paths.ts';
import { ApiError } from '../api-client.ts';
import { getCookie } from '../cookies.ts';

export interface UploadRequest {
  /** The API path the file is sent to, e.g. apiPaths.upload(id). */
  path: string;
  /** The credential the path asks for, if any (the report's upload token). */
  headers?: Record<string, string>;
  file: File;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

function messageOf(text: string, status: number): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall through to the status.
  }
  return `Upload failed with status ${status}`;
}

/**
 * Sends one file as the multipart field 'file'. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. It sends no Authorization header: the path's own token is the only
 * credential. Rejects with an AbortError DOMException when `signal` aborts.
 */
export function uploadFile({ path, headers = {}, file, onProgress, signal }: UploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // A same-origin XMLHttpRequest carries cookies whatever withCredentials says, so the server's
    // anti-forgery check applies: echo its cookie as every other changing call does.
    const xsrf = getCookie(ANTI_FORGERY.cookie);
    if (xsrf) xhr.setRequestHeader(ANTI_FORGERY.header, xsrf);
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, messageOf(xhr.responseText, xhr.status)));
        return;
      }
      try {
        const parsed = uploadAnswerSchema.safeParse(JSON.parse(xhr.responseText));
        if (parsed.success) {
          onProgress(100);
          resolve(parsed.data);
        } else reject(new ApiError(xhr.status, `Unexpected answer to an upload: ${parsed.error.message}`));
      } catch {
        reject(new ApiError(xhr.status, 'Unexpected answer to an upload.'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload could not reach the server.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
