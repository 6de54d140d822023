import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGetBlob } from '../../lib/api-client';

/**
 * A stored photo (a tenant's, a meter's) as an object URL. The photo GET needs the bearer token,
 * which an <img src> cannot send, so it is fetched with the token and shown from a blob: URL.
 * Photos never change (a replacement has a new URL), so the Blob is cached for the session under
 * the feature's key (outside every topic) and the URL revoked on unmount.
 */
export function useStoredPhoto(queryKey: QueryKey, photoURL: string | undefined) {
  const blob = useQuery({
    queryKey,
    queryFn: () => apiGetBlob(photoURL ?? ''),
    enabled: Boolean(photoURL),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { objectUrl: useObjectUrl(blob.data ?? null), isError: blob.isError };
}

/** An object URL for a Blob or File, revoked when it changes or the screen closes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
