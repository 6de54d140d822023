import { refusal } from '@kamar/contract';
import { ApiError, languageHeader, refusedCall } from '../../lib/api-client';
import { session } from '../../lib/session';

/**
 * Hands a file fetched with the bearer token (which a plain link cannot send) to the browser to
 * save, from a blob: URL kept a minute for a slow save dialog.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The name a file's answer gives it (Content-Disposition: the UTF-8 `filename*` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Not percent-encoded as it should be: the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(disposition ?? '');
  return plain?.[1] ?? plain?.[2] ?? null;
}

/**
 * An authenticated GET of a file (a report, a journal), saved under the name the server gave it
 * (`fallback` if it gave none); a refusal is thrown as the ApiError of its envelope.
 */
export async function downloadFile(url: string, fallback: string) {
  const token = session.token();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...languageHeader(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, refusal('client.networkError'));
  }
  if (!response.ok) throw refusedCall(response.status, await response.json().catch(() => null));
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallback);
}
