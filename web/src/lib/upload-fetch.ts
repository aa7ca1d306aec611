/** How much of a request body has left the browser. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** fetch's options, plus a listener told as the body is sent (an upload the visitor may watch and cancel). */
export type UploadInit = RequestInit & { onUploadProgress?: (progress: UploadProgress) => void };

/** Statuses whose answer has no body: a Response refuses one. */
const NO_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch through XMLHttpRequest, the one browser API that reports an upload's progress. Answers a Response as fetch
 * does, so Apollo's link reads it unchanged; init.signal aborts the request (rejecting with an AbortError), and a
 * network failure rejects with a TypeError, as fetch's would.
 */
export function uploadFetch(input: RequestInfo | URL, init: UploadInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = init;
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', input instanceof Request ? input.url : String(input));
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () =>
      resolve(
        new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
