import type { HttpResult } from 'proofdesk';
import type { ImageProviderName, ImageSearchPage, LibraryImage, LibraryPage } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useMemo } from 'react';
import { imagesMessages as m } from './messages';

// My Images' calls (docs/api.md "My images") through the instance's HTTP client: the bearer token,
// and the create-pexels-images anti-forgery scope on every change (dashboard §7).

export interface ShownError {
  title: string;
  message: string;
  messages?: string[];
  status?: number;
}

export type Outcome<T> = { ok: true; data: T; message?: string } | { ok: false; error: ShownError };

export interface Paged<T> {
  data: T;
  page: number;
  totalPages: number;
}

const shown = (error: { title?: string; message?: string; messages?: string[]; status?: number }) => ({
  title: error.title || m.errorTitle,
  message: error.message || m.genericError,
  ...(error.messages ? { messages: error.messages } : {}),
  ...(error.status !== undefined ? { status: error.status } : {}),
});

async function outcome<T>(promise: Promise<HttpResult<T>>): Promise<Outcome<T>> {
  const result = await promise;
  if (result.ok)
    return { ok: true, data: result.data, ...(result.message ? { message: result.message } : {}) };
  return { ok: false, error: shown(result.error) };
}

async function paged<T>(promise: Promise<HttpResult<T>>, page: number): Promise<Outcome<Paged<T>>> {
  const result = await promise;
  if (!result.ok) return { ok: false, error: shown(result.error) };
  const meta = (result as { meta?: { page: number; totalPages: number } }).meta;
  return {
    ok: true,
    data: { data: result.data, page: meta?.page ?? page, totalPages: meta?.totalPages ?? 1 },
  };
}

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
