import { paths } from '@kamar/contract';
import { apiGetBlob } from '../../../lib/api-client';

/**
 * Saves a backup file. The download needs the bearer token, which a plain link cannot send, so
 * the file is fetched with it and handed to the browser from a blob: URL.
 */
export async function downloadBackup(fileName: string) {
  const blob = await apiGetBlob(`${paths.backup.download}/${encodeURIComponent(fileName)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
