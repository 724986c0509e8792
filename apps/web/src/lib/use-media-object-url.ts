import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client';

type MediaState = { status: 'idle' | 'loading' | 'ready' | 'failed'; src: string | null };

const PROXY_PREFIX = '/api/proxy-media/';

/**
 * A displayable src for a media URL. Our own media sits behind `/api/proxy-media` and needs the bearer token,
 * which an <img src> cannot send, so it is fetched as a blob and shown through an object URL (revoked on change).
 * Other URLs (a crawled product image) are used as they are.
 */
export function useMediaObjectUrl(url: string | null | undefined): MediaState {
  const [state, setState] = useState<MediaState>({ status: 'idle', src: null });
  useEffect(() => {
    if (!url) {
      setState({ status: 'idle', src: null });
      return undefined;
    }
    if (!url.startsWith(PROXY_PREFIX)) {
      setState({ status: 'ready', src: url });
      return undefined;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading', src: null });
    apiClient
      .get<Blob>(url.slice('/api'.length), { signal: controller.signal, responseType: 'blob' })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', src: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
