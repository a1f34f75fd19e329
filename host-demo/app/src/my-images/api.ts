import type { ImageProviderName, ImageSearchPage, LibraryImage, LibraryPage } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import { outcome, paged } from '../lib/api-call';

// My Images' calls (docs/api.md "My images") through the instance's HTTP client: the bearer token,
// and the create-pexels-images anti-forgery scope on every change (dashboard §7).

const csrf = 'create-pexels-images' as const;
const enc = encodeURIComponent;

export function useImagesApi() {
  const proofdesk = useProofdesk();
  return useMemo(() => {
    const http = proofdesk.http;
    return {
      search: (query: string, page: number) =>
        paged(
          http.get<ImageSearchPage>(`/images/search?${new URLSearchParams({ query, page: String(page) })}`),
          page,
        ),
      library: (page: number) => paged(http.get<LibraryPage>(`/images/library?page=${page}`), page),
      save: (provider: ImageProviderName, imageId: string) =>
        outcome(http.post<LibraryImage>('/images/library', { body: { provider, imageId }, csrf })),
      remove: (id: string) => outcome(http.delete<{ id: string }>(`/images/library/${enc(id)}`, { csrf })),
      attach: (orderId: string, imageIds: string[]) =>
        outcome(
          http.post<{ attachmentIds: string[] }>(`/order/${enc(orderId)}/library-images`, {
            body: { imageIds },
            csrf,
          }),
        ),
      /** A library image's stored copy, read with the bearer token (an <img src> cannot send it). */
      picture: async (image: LibraryImage, signal: AbortSignal): Promise<Blob | null> => {
        const token = http.getToken();
        const response = await fetch(image.fileUrl, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
          signal,
        });
        return response.ok ? response.blob() : null;
      },
    };
  }, [proofdesk]);
}
