import { useEffect, useState } from 'react';
import type { ApiClient } from '@/api/client';
import { useApiClient } from '@/api/react';

/** GET the profile's photo URL through the API client (it needs the session's headers). */
export const fetchPhoto = (client: ApiClient, photoUrl: string) => client.file({ service: 'campaign', path: photoUrl.replace(/^\/api\/campaign/, '') });

/** The photo as an object URL, revoked when the photo changes or the form goes. */
export function usePhotoUrl(photoUrl: string | null | undefined) {
  const client = useApiClient();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photoUrl) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    let live = true;
    fetchPhoto(client, photoUrl)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, photoUrl]);
  return url;
}
