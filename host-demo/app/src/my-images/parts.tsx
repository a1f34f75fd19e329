import type { User } from 'proofdesk';
import type { LibraryImage } from 'proofdesk/contract';
import { can, Subject } from 'proofdesk/rules';
import { type ReactNode, useEffect, useState } from 'react';
import { RightGate } from '../lib/right-gate';
import { useImagesApi } from './api';
import { imagesMessages as m } from './messages';

/** Whether `user` has image search (dashboard §6: owner, staff, CSO; NAV_PEXELS_CUSTOMER_IMAGES). */
export const hasImageSearch = (user: User | null | undefined) =>
  !!user && can(user, 'read', Subject.NAV_PEXELS_CUSTOMER_IMAGES);

/** Shows `children` only to a user with image search; the server refuses the calls anyway. */
export function ImagesGate({ children }: { children: ReactNode }) {
  return (
    <RightGate allows={hasImageSearch} message={m.noAccess} className="images-page">
      {() => children}
    </RightGate>
  );
}

/**
 * A library image's stored copy, fetched with the bearer token and shown from memory (an <img src>
 * cannot send the token); a tile in its place while loading or when it cannot be read.
 */
export function LibraryPicture({ image }: { image: LibraryImage }) {
  const api = useImagesApi();
  const [src, setSrc] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setSrc(null);
    api
      .picture(image, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        if (!blob) return setSrc('failed');
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => {
        if (!controller.signal.aborted) setSrc('failed');
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, image]);
  if (src === null) return <div className="images-picture images-picture--loading" aria-hidden="true" />;
  if (src === 'failed')
    return (
      <div className="images-picture images-picture--missing" role="img" aria-label={image.title}>
        {m.pictureMissing}
      </div>
    );
  return (
    <img
      className="images-picture"
      src={src}
      alt={image.title}
      width={image.width}
      height={image.height}
      loading="lazy"
    />
  );
}

/** The credit line: the photographer linked to their page when the provider has one. */
export function Credit({
  credit,
  photographer,
  photographerUrl,
  provider,
}: {
  credit: string;
  photographer: string;
  photographerUrl: string | null;
  provider: string;
}) {
  if (provider === 'pexels' && photographerUrl) {
    return (
      <span className="images-credit">
        {m.creditPhotoBy}{' '}
        <a href={photographerUrl} target="_blank" rel="noopener noreferrer">
          {photographer}
        </a>{' '}
        {m.creditOn}{' '}
        <a href="https://www.pexels.com" target="_blank" rel="noopener noreferrer">
          Pexels
        </a>
      </span>
    );
  }
  return <span className="images-credit">{credit}</span>;
}
