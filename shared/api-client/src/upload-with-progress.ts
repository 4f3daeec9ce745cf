/** What a finished upload answered: its status and body as text. */
export interface UploadAnswer {
  status: number;
  text: string;
}

/** How far an upload is: bytes sent of the whole request body. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * Posts a form with XMLHttpRequest, whose `upload` reports each step of the sending: fetch reports none,
 * and its streamed bodies need HTTP/2, which a server on a branch network seldom speaks. Resolves with
 * any status (the caller reads the error envelope); rejects only when no answer came (network, abort,
 * the time limit), with a TypeError as fetch would.
 *
 * @example
 * const { status, text } = await uploadWithProgress(url, form, { Authorization: 'Bearer …' }, (sent, total) =>
 *   setPercent(Math.round((100 * sent) / total)),
 * );
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress: UploadProgress,
  timeoutMs: number,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = timeoutMs;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(new TypeError('The upload was aborted'));
    request.ontimeout = () => reject(new TypeError(`The upload took longer than ${timeoutMs / 1000} s`));
    request.send(form);
  });
}
