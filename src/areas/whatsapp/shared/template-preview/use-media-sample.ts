import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MEDIA_DOWNLOAD_PATH } from '@/api/contracts/whatsapp-template-api';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';

/** `upload:<uuid>`: the handle mediaUpload answers, which a saved template carries in header_handle. */
export const isUploadHandle = (value: string | undefined): value is string => !!value && /^upload:[0-9a-f-]{36}$/.test(value);

/**
 * A saved sample as an object URL: fetched once per handle with the session's headers (an <img> cannot
 * send them) through spec §7's media download, and kept while the page lives.
 */
export function useMediaSample(handle: string): string | null {
  const client = useApiClient();
  const esmeaddr = useSessionValue('id') ?? 0;
  const query = new URLSearchParams({ channel_id: 'WABA', media_id: handle, esmeaddr: String(esmeaddr) });
  const file = useQuery({
    queryKey: ['wa-template-media', handle],
    staleTime: Infinity,
    queryFn: () => client.file({ service: 'base', path: `${MEDIA_DOWNLOAD_PATH.replace(/^\/api\//, '')}?${query.toString()}` }),
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file.data]);
  return url;
}
