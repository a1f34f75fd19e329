import type { LibraryImage, StockImage } from 'proofdesk/contract';
import { Button, Prompt, Spinner, TextField, useToast } from 'proofdesk/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../lib/api-call';
import { ErrorAlert } from '../lib/error-alert';
import { Pager } from '../lib/pager';
import { useImagesApi } from './api';
import { fill, imagesMessages as m } from './messages';
import { Credit, ImagesGate, LibraryPicture } from './parts';

/**
 * My Images (/my-images; dashboard §2 "image search", issue 26): search stock images (the server's
 * provider: the demo library or Pexels), save picks to the account's library, and the library
 * itself. The tab, the words and the page live in the URL.
 */
export default function MyImagesScreen() {
  return (
    <ImagesGate>
      <MyImages />
    </ImagesGate>
  );
}

function MyImages() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'library' ? 'library' : 'search';
  const update = useCallback(
    (change: Record<string, string>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(change)) {
        if (!value || (key === 'page' && value === '1') || (key === 'tab' && value === 'search'))
          next.delete(key);
        else next.set(key, value);
      }
      setParams(next, { replace: false });
    },
    [params, setParams],
  );
  const link = (target: 'search' | 'library') => (target === 'library' ? '?tab=library' : '?');
  return (
    <section className="app-card images-page" aria-labelledby="images-title" data-testid="my-images">
      <h1 id="images-title">{m.title}</h1>
      <p className="images-muted">{m.intro}</p>
      <nav className="images-tabs" aria-label={m.sections}>
        <Link to={link('search')} aria-current={tab === 'search' ? 'page' : undefined}>
          {m.tabSearch}
        </Link>
        <Link to={link('library')} aria-current={tab === 'library' ? 'page' : undefined}>
          {m.tabLibrary}
        </Link>
      </nav>
      {tab === 'search' ? (
        <SearchPanel
          query={params.get('q') ?? ''}
          page={pageOf(params)}
          onChange={(query, page) => update({ q: query, page: String(page) })}
        />
      ) : (
        <LibraryPanel page={pageOf(params)} onPage={(page) => update({ page: String(page) })} />
      )}
    </section>
  );
}

const pageOf = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

function SearchPanel({
  query,
  page,
  onChange,
}: {
  query: string;
  page: number;
  onChange: (query: string, page: number) => void;
}) {
  const api = useImagesApi();
  const toast = useToast();
  const [typed, setTyped] = useState(query);
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => setTyped(query), [query]);

  const { load, reload: read } = useCall(useCallback(() => api.search(query, page), [api, query, page]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(typed.trim(), 1);
  };

  const save = async (image: StockImage) => {
    const key = `${image.provider}:${image.id}`;
    setSaving(key);
    const result = await api.save(image.provider, image.id);
    setSaving(null);
    if (result.ok || result.error.status === 409) {
      setSaved((before) => new Set(before).add(key));
    }
    if (result.ok) toast.success(result.message ?? m.saved);
    else toast.show({ variant: 'danger', title: result.error.title, message: result.error.message });
  };

  return (
    <div className="images-panel">
      <search>
        <form className="images-search" onSubmit={submit}>
          <TextField
            type="search"
            label={m.searchLabel}
            hint={m.searchHint}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Button type="submit" variant="primary">
            {m.searchButton}
          </Button>
        </form>
      </search>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? <ErrorAlert error={load.error} onRetry={() => void read()} /> : null}
      {load.status === 'ready' ? (
        <>
          {load.data.data.provider === 'pexels' ? (
            <p className="images-attribution">
              <a href="https://www.pexels.com" target="_blank" rel="noopener noreferrer">
                {m.byPexels}
              </a>
            </p>
          ) : null}
          {load.data.data.images.length === 0 ? (
            <div className="images-empty" data-testid="images-empty">
              <p className="images-empty-title">{fill(m.noResults, { query })}</p>
              <p className="images-muted">{m.noResultsHint}</p>
              {query ? (
                <Button size="sm" onClick={() => onChange('', 1)}>
                  {m.clearSearch}
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <h2 className="images-count" aria-live="polite">
                {query
                  ? fill(m.resultsFor, { total: load.data.data.total, query })
                  : fill(m.resultsAll, { total: load.data.data.total })}
              </h2>
              <ul className="images-grid" data-testid="images-results">
                {load.data.data.images.map((image) => {
                  const key = `${image.provider}:${image.id}`;
                  const isSaved = saved.has(key);
                  return (
                    <li key={key} className="images-card" data-testid="images-result">
                      <figure>
                        <img
                          className="images-picture"
                          src={image.previewUrl}
                          alt={image.title}
                          width={image.width}
                          height={image.height}
                          loading="lazy"
                        />
                        <figcaption>
                          <span className="images-title">{image.title}</span>
                          <Credit {...image} />
                        </figcaption>
                      </figure>
                      <Button
                        size="sm"
                        variant={isSaved ? 'secondary' : 'primary'}
                        disabled={isSaved}
                        loading={saving === key}
                        aria-label={fill(isSaved ? m.savedLabel : m.saveLabel, { title: image.title })}
                        onClick={() => void save(image)}
                      >
                        {isSaved ? m.saved : m.save}
                      </Button>
                    </li>
                  );
                })}
              </ul>
              <Pager
                label={m.pager}
                page={load.data.page}
                totalPages={load.data.totalPages}
                onPage={(next) => onChange(query, next)}
              />
            </>
          )}
        </>
      ) : null}
    </div>
  );
}

function LibraryPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const api = useImagesApi();
  const toast = useToast();
  const [removing, setRemoving] = useState<LibraryImage | null>(null);
  const [busy, setBusy] = useState(false);

  const { load, reload: read } = useCall(useCallback(() => api.library(page), [api, page]));

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    const result = await api.remove(removing.id);
    setBusy(false);
    setRemoving(null);
    if (result.ok) {
      toast.success(result.message ?? m.remove);
      // The last image of a page: back one page.
      if (load.status === 'ready' && load.data.data.images.length === 1 && page > 1) onPage(page - 1);
      else void read();
    } else toast.show({ variant: 'danger', title: result.error.title, message: result.error.message });
  };

  return (
    <div className="images-panel">
      <h2 className="images-count">{m.libraryTitle}</h2>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? <ErrorAlert error={load.error} onRetry={() => void read()} /> : null}
      {load.status === 'ready' && load.data.data.images.length === 0 ? (
        <div className="images-empty" data-testid="images-empty">
          <p className="images-empty-title">{m.libraryEmpty}</p>
          <p className="images-muted">{m.libraryEmptyHint}</p>
          <Link className="pd-button pd-button--primary pd-button--sm" to="?">
            {m.goSearch}
          </Link>
        </div>
      ) : null}
      {load.status === 'ready' && load.data.data.images.length > 0 ? (
        <>
          <p className="images-muted" aria-live="polite">
            {fill(m.libraryCount, { total: load.data.data.total, limit: load.data.data.limit })}
          </p>
          <ul className="images-grid" data-testid="images-library">
            {load.data.data.images.map((image) => (
              <li key={image.id} className="images-card" data-testid="images-saved">
                <figure>
                  <LibraryPicture image={image} />
                  <figcaption>
                    <span className="images-title">{image.title}</span>
                    <Credit {...image} />
                    <span className="images-muted">
                      {fill(m.savedOn, { date: new Date(image.savedAt).toLocaleDateString() })}
                    </span>
                  </figcaption>
                </figure>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={fill(m.removeLabel, { title: image.title })}
                  onClick={() => setRemoving(image)}
                >
                  {m.remove}
                </Button>
              </li>
            ))}
          </ul>
          <Pager
            label={m.libraryPager}
            page={load.data.page}
            totalPages={load.data.totalPages}
            onPage={onPage}
          />
        </>
      ) : null}
      <Prompt
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        type="WARNING"
        buttons="CONTINUECANCEL"
        title={m.removeTitle}
        content={removing ? fill(m.removeBody, { title: removing.title }) : null}
        confirmLabel={m.remove}
        cancelLabel={m.cancel}
        loading={busy}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
