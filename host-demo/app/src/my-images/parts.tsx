import type { User } from 'proofdesk';
import type { LibraryImage } from 'proofdesk/contract';
import { Button, useProofdesk, useStore } from 'proofdesk/react';
import { can, Subject } from 'proofdesk/rules';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../lib/error-alert';
import { type ShownError, useImagesApi } from './api';
import { fill, imagesMessages as m } from './messages';

/** Whether `user` has image search (dashboard §6: owner, staff, CSO; NAV_PEXELS_CUSTOMER_IMAGES). */
export const hasImageSearch = (user: User | null | undefined) =>
  !!user && can(user, 'read', Subject.NAV_PEXELS_CUSTOMER_IMAGES);

/** Shows `children` only to a user with image search; the server refuses the calls anyway. */
export function ImagesGate({ children }: { children: ReactNode }) {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return null;
  if (!hasImageSearch(user)) {
    return (
      <section className="app-card images-page" aria-labelledby="images-denied">
        <h1 id="images-denied">{m.noAccessTitle}</h1>
        <p>{m.noAccess}</p>
        <Link className="pd-button pd-button--primary" to="/">
          {m.backToBoard}
        </Link>
      </section>
    );
  }
  return <>{children}</>;
}

export function LoadError({ error, onRetry }: { error: ShownError; onRetry?: () => void }) {
  return (
    <div className="images-error">
      <ErrorAlert error={error} />
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {m.retry}
        </Button>
      ) : null}
    </div>
  );
}

export function Pager({
  label,
  page,
  totalPages,
  onPage,
}: {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="images-pager" aria-label={label}>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.previous}
      </Button>
      <span>{fill(m.pageOf, { page, totalPages })}</span>
      <Button size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {m.next}
      </Button>
    </nav>
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
