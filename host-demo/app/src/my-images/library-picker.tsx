import { Button, Modal, Spinner, useProofdesk, useStore, useToast } from 'proofdesk/react';
import { formatBytes } from 'proofdesk/rules';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useCall } from '../lib/api-call';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { Pager } from '../lib/pager';
import { useImagesApi } from './api';
import { fill, imagesMessages as m } from './messages';
import { hasImageSearch, LibraryPicture } from './parts';

/**
 * "From My Images" beside an order's supplied-file upload: a dialog of the account's library whose
 * chosen images become supplied files of order `orderId` (POST /order/{id}/library-images, a copy
 * each, counted in storage as an upload is). Shown only to users with image search.
 */
export function LibraryPicker({ orderId, onAdded }: { orderId: string; onAdded: () => void }) {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  const [open, setOpen] = useState(false);
  if (!hasImageSearch(user)) return null;
  return (
    <>
      <Button variant="secondary" size="sm" className="images-picker-open" onClick={() => setOpen(true)}>
        {m.fromMyImages}
      </Button>
      {open ? <PickerDialog orderId={orderId} onAdded={onAdded} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PickerDialog({
  orderId,
  onAdded,
  onClose,
}: {
  orderId: string;
  onAdded: () => void;
  onClose: () => void;
}) {
  const api = useImagesApi();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const { load, reload: read } = useCall(useCallback(() => api.library(page), [api, page]));

  const add = async () => {
    setBusy(true);
    setError(null);
    const result = await api.attach(orderId, chosen);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    toast.success(result.message ?? m.pickerAdd);
    onAdded();
    onClose();
  };

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        {m.cancel}
      </Button>
      <Button variant="primary" disabled={chosen.length === 0} loading={busy} onClick={() => void add()}>
        {chosen.length > 1 ? fill(m.pickerAddCount, { count: chosen.length }) : m.pickerAdd}
      </Button>
    </>
  );

  return (
    <Modal open onClose={onClose} title={m.pickerTitle} footer={footer} className="images-picker">
      <p className="images-muted">{m.pickerHint}</p>
      {error ? <ErrorAlert error={error} /> : null}
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? <ErrorAlert error={load.error} onRetry={() => void read()} /> : null}
      {load.status === 'ready' && load.data.data.images.length === 0 ? (
        <div className="images-empty">
          <p>{m.pickerEmpty}</p>
          <Link className="pd-button pd-button--secondary pd-button--sm" to="/my-images">
            {m.pickerOpenLibrary}
          </Link>
        </div>
      ) : null}
      {load.status === 'ready' && load.data.data.images.length > 0 ? (
        <>
          <ul className="images-picker-list" data-testid="images-picker">
            {load.data.data.images.map((image) => (
              <li key={image.id}>
                <label className="images-picker-item">
                  <input
                    type="checkbox"
                    checked={chosen.includes(image.id)}
                    aria-label={fill(m.pickerChoose, { title: image.title })}
                    onChange={(event) =>
                      setChosen((before) =>
                        event.target.checked ? [...before, image.id] : before.filter((id) => id !== image.id),
                      )
                    }
                  />
                  <LibraryPicture image={image} />
                  <span>
                    <span className="images-title">{image.title}</span>
                    <span className="images-muted">
                      {image.fileName} ({formatBytes(image.size)})
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <Pager
            label={m.libraryPager}
            page={load.data.page}
            totalPages={load.data.totalPages}
            onPage={setPage}
          />
        </>
      ) : null}
    </Modal>
  );
}
