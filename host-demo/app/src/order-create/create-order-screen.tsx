import type { User } from 'proofdesk';
import { getCartStore } from 'proofdesk/cart';
import type { CatalogueService, OrderForm, OrderFormSource, ServiceCatalogue } from 'proofdesk/contract';
import { useProofdesk, useStore, useToast } from 'proofdesk/react';
import {
  can,
  fillTemplate,
  isoDay,
  type OrderFormCheck,
  Subject,
  validateOrderForm,
  zonedParts,
} from 'proofdesk/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { ScreenLoader } from '../lib/screen-loader';
import {
  clearLocalDraft,
  type LocalDraft,
  localDraftKey,
  readLocalDraft,
  writeLocalDraft,
} from './local-draft';
import { createMessages as m } from './messages';
import { orderApi } from './order-api';
import { OrderFormView } from './order-form';
import { ServiceStep } from './service-step';

type Load<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: ShownError }
  | { status: 'missing' }
  | { status: 'ready'; value: T };

type Outcome =
  | { kind: 'error'; error: ShownError }
  | { kind: 'limit'; message: string }
  | { kind: 'cart'; message: string };

/** Navigation state a link sets for a pay-as-you-go order (dashboard §2 /orders/new). */
export interface CreateOrderState {
  payAsYouGo?: boolean;
}

const emptyForm = (serviceId: string): OrderForm => ({
  serviceId,
  name: '',
  brief: '',
  dueDate: '',
  priority: 'normal',
  options: {},
});

const shown = (error: { title: string; message: string; messages?: string[] | undefined }): ShownError => ({
  title: error.title,
  message: error.message,
  ...(error.messages ? { messages: error.messages } : {}),
});

/**
 * Dashboard §2 /orders/new: the service-selection step, then the order form; with `?draft={id}`
 * (the order page's 'Continue editing') the saved draft, edited in place.
 */
export function NewOrderScreen() {
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  return draftId ? (
    <CreateOrder key={draftId} sourceId={draftId} editDraft />
  ) : (
    <CreateOrder sourceId={null} />
  );
}

/** Dashboard §2 /orders/clone/:orderId: the form prefilled from the order, its files offered. */
export function CloneOrderScreen() {
  const { orderId = '' } = useParams();
  return <CreateOrder key={orderId} sourceId={orderId} />;
}

function CreateOrder({ sourceId, editDraft = false }: { sourceId: string | null; editDraft?: boolean }) {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return <ScreenLoader />;
  if (!can(user, 'create', Subject.CREATE_ORDER)) {
    return (
      <section className="app-card create-page">
        <h1>{m.notAllowedTitle}</h1>
        <p>{m.notAllowed}</p>
        <Link to="/">{m.backToOrders}</Link>
      </section>
    );
  }
  return <CreateOrderFlow user={user} sourceId={sourceId} editDraft={editDraft} />;
}

function useLoad<T>(read: () => Promise<Load<T>>, deps: unknown[]) {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the read depends on
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void read().then((next) => live && setLoad(next));
    return () => {
      live = false;
    };
  }, [attempt, ...deps]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}

function CreateOrderFlow({
  user,
  sourceId,
  editDraft,
}: {
  user: User;
  sourceId: string | null;
  editDraft: boolean;
}) {
  const proofdesk = useProofdesk();
  const api = useMemo(() => orderApi(proofdesk), [proofdesk]);
  const location = useLocation();
  const payAsYouGo =
    (location.state as CreateOrderState | null)?.payAsYouGo === true || user.membership?.type === 'free';
  const catalogue = useLoad<ServiceCatalogue>(async () => {
    const result = await api.catalogue();
    return result.ok
      ? { status: 'ready', value: result.data }
      : { status: 'failed', error: shown(result.error) };
  }, [api]);
  const source = useLoad<OrderFormSource | null>(async () => {
    if (!sourceId) return { status: 'ready', value: null };
    const result = await api.form(sourceId);
    if (result.ok) return { status: 'ready', value: result.data };
    return result.error.status === 404
      ? { status: 'missing' }
      : { status: 'failed', error: shown(result.error) };
  }, [api, sourceId]);

  if (catalogue.load.status === 'loading' || source.load.status === 'loading') return <ScreenLoader />;
  if (source.load.status === 'missing') {
    return (
      <section className="app-card create-page">
        <h1>{m.notFoundTitle}</h1>
        <p>{m.notFound}</p>
        <Link to="/">{m.backToOrders}</Link>
      </section>
    );
  }
  const failed =
    catalogue.load.status === 'failed'
      ? catalogue.load
      : source.load.status === 'failed'
        ? source.load
        : null;
  if (failed?.status === 'failed') {
    return (
      <section className="app-card create-page">
        <h1>{m.title}</h1>
        <ErrorAlert error={failed.error} />
        <button
          type="button"
          className="pd-button pd-button--secondary"
          onClick={() => {
            catalogue.retry();
            source.retry();
          }}
        >
          {m.retry}
        </button>
      </section>
    );
  }
  if (catalogue.load.status !== 'ready' || source.load.status !== 'ready') return null;
  if (catalogue.load.value.categories.length === 0) {
    return (
      <section className="app-card create-page">
        <h1>{m.title}</h1>
        <p>{m.noServices}</p>
      </section>
    );
  }
  const value = source.load.value;
  if (editDraft && value && (!value.isDraft || value.inCart)) {
    return (
      <section className="app-card create-page">
        <h1>{fillTemplate(m.editTitle, { orderNumber: value.orderNumber })}</h1>
        <p>{value.inCart ? m.alreadyInCart : m.notADraft}</p>
        <Link to={value.inCart ? '/checkout/cart' : `/orders/detail/${encodeURIComponent(value.orderId)}`}>
          {value.inCart ? m.viewCart : m.openOrder}
        </Link>
      </section>
    );
  }
  return (
    <CreateOrderForm
      user={user}
      catalogue={catalogue.load.value}
      source={value}
      editing={editDraft}
      payAsYouGo={payAsYouGo}
    />
  );
}

function findService(catalogue: ServiceCatalogue, id: string): CatalogueService | undefined {
  for (const category of catalogue.categories) {
    const service = category.services.find((item) => item.id === id);
    if (service) return service;
  }
  return undefined;
}

const categoryOf = (catalogue: ServiceCatalogue, serviceId: string) =>
  catalogue.categories.find((category) => category.services.some((item) => item.id === serviceId))?.id;

/** The first values: the local copy, else (duplicate) the original's, else nothing chosen yet. */
function initialDraft(
  key: string,
  catalogue: ServiceCatalogue,
  source: OrderFormSource | null,
  today: string,
  editing: boolean,
): { draft: LocalDraft | null; restored: boolean } {
  const local = readLocalDraft(key);
  if (local && findService(catalogue, local.form.serviceId)) return { draft: local, restored: true };
  if (!source || !findService(catalogue, source.form.serviceId)) return { draft: null, restored: false };
  if (editing) {
    const draft = {
      form: source.form,
      orderId: source.orderId,
      orderNumber: source.orderNumber,
      copyFiles: [],
    };
    return { draft, restored: false };
  }
  return {
    restored: false,
    draft: {
      form: {
        ...source.form,
        name: fillTemplate(m.copyOf, { name: source.form.name }).slice(0, 100),
        // A due date already past is no date for a new order.
        dueDate: source.form.dueDate >= today ? source.form.dueDate : '',
      },
      orderId: null,
      orderNumber: null,
      copyFiles: source.files.map((file) => file.attachmentId),
    },
  };
}

function CreateOrderForm({
  user,
  catalogue,
  source,
  editing,
  payAsYouGo,
}: {
  user: User;
  catalogue: ServiceCatalogue;
  source: OrderFormSource | null;
  /** `source` is the user's own draft, edited in place (not the original of a duplicate). */
  editing: boolean;
  payAsYouGo: boolean;
}) {
  const proofdesk = useProofdesk();
  const api = useMemo(() => orderApi(proofdesk), [proofdesk]);
  const toast = useToast();
  const navigate = useNavigate();
  const today = isoDay(zonedParts(new Date(), user.timeZone?.value || undefined));
  const page = !source ? 'new' : editing ? `draft:${source.orderId}` : `clone:${source.orderId}`;
  const key = localDraftKey(user.id, page);
  const [initial] = useState(() => initialDraft(key, catalogue, source, today, editing));
  // The original of a duplicate (its files are offered); none when editing a draft.
  const original = editing ? null : source;
  const [draft, setDraft] = useState<LocalDraft | null>(initial.draft);
  const [restored, setRestored] = useState(initial.restored);
  const [check, setCheck] = useState<OrderFormCheck | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [files, setFiles] = useState<OrderFormSource['files']>([]);
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(draft === null);
  const heading = useRef<HTMLHeadingElement>(null);
  const service = draft ? findService(catalogue, draft.form.serviceId) : undefined;

  // Every change is kept locally at once: a reload or a failed call loses nothing.
  useEffect(() => {
    if (draft && outcome?.kind !== 'cart') writeLocalDraft(key, draft);
  }, [key, draft, outcome]);

  const refreshFiles = useCallback(
    async (orderId: string) => {
      const result = await api.form(orderId);
      if (result.ok) setFiles(result.data.files);
    },
    [api],
  );

  useEffect(() => {
    if (initial.draft?.orderId) void refreshFiles(initial.draft.orderId);
  }, [initial, refreshFiles]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const fail = (error: { title: string; message: string; messages?: string[] | undefined }) =>
    setOutcome({ kind: 'error', error: shown(error) });

  /** Creates the server draft (copying the chosen files of a duplicate) or saves its values. */
  async function save(
    current: LocalDraft,
  ): Promise<{ draft: LocalDraft; message?: string | undefined } | null> {
    if (current.orderId) {
      const result = await api.save(current.orderId, current.form);
      if (!result.ok) {
        fail(result.error);
        return null;
      }
      return { draft: current, message: result.message };
    }
    const created = await api.create(current.form);
    if (!created.ok) {
      fail(created.error);
      return null;
    }
    let next: LocalDraft = {
      ...current,
      orderId: created.data.orderId,
      orderNumber: created.data.orderNumber,
    };
    setDraft(next);
    if (original && current.copyFiles.length > 0) {
      const copied = await api.copyFiles(created.data.orderId, original.orderId, current.copyFiles);
      if (!copied.ok) fail(copied.error);
      else next = { ...next, copyFiles: [] };
      setDraft(next);
    }
    void refreshFiles(created.data.orderId);
    return { draft: next, message: created.message };
  }

  async function onSaveDraft() {
    if (!draft || busy) return;
    setBusy(true);
    setOutcome(null);
    const saved = await save(draft);
    setBusy(false);
    if (saved?.message) toast.success(saved.message);
  }

  async function onSubmit() {
    if (!draft || !service || busy) return;
    const result = validateOrderForm(draft.form, service.options, today);
    setCheck(result);
    if (!result.canSubmit) {
      setOutcome({ kind: 'error', error: { title: m.fixFields, message: '' } });
      return;
    }
    setBusy(true);
    setOutcome(null);
    const saved = (await save(draft))?.draft;
    if (!saved?.orderId) {
      setBusy(false);
      return;
    }
    if (payAsYouGo) {
      const answer = await api.toCart(saved.orderId);
      setBusy(false);
      if (!answer.ok) return fail(answer.error);
      const cart = getCartStore(proofdesk);
      if (!cart.$items.get().some((item) => item.id === answer.data.item.id)) {
        cart.add({ id: answer.data.item.id, type: answer.data.item.type });
      }
      clearLocalDraft(key);
      setOutcome({ kind: 'cart', message: answer.message ?? m.alreadyInCart });
      return;
    }
    const published = await api.publish(saved.orderId);
    setBusy(false);
    if (!published.ok) {
      const limit =
        published.error.status === 409 && published.error.messages?.some((text) => text.startsWith('limit:'));
      return limit ? setOutcome({ kind: 'limit', message: published.error.message }) : fail(published.error);
    }
    clearLocalDraft(key);
    if (published.message) toast.success(published.message);
    navigate(`/orders/detail/${encodeURIComponent(saved.orderId)}`);
  }

  function startOver() {
    clearLocalDraft(key);
    setRestored(false);
    setCheck(null);
    setOutcome(null);
    setFiles([]);
    const fresh = initialDraft('', catalogue, source, today, editing).draft;
    setDraft(fresh);
    setChoosing(fresh === null);
  }

  const title = !source
    ? m.title
    : fillTemplate(editing ? m.editTitle : m.cloneTitle, { orderNumber: source.orderNumber });

  if (outcome?.kind === 'cart') {
    return (
      <section className="app-card create-page" aria-labelledby="create-title">
        <h1 id="create-title" ref={heading} tabIndex={-1}>
          {m.inCartTitle}
        </h1>
        <p role="status">{outcome.message}</p>
        <div className="create-actions">
          <Link to="/checkout/cart" className="pd-button pd-button--primary">
            {m.viewCart}
          </Link>
          <Link to="/" className="pd-button pd-button--ghost">
            {m.backToOrders}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="app-card create-page" aria-labelledby="create-title">
      <h1 id="create-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {payAsYouGo ? <p className="create-note">{m.paygNote}</p> : null}
      {restored ? (
        <div className="create-restored" role="status">
          <span>{m.draftRestored}</span>
          <button type="button" className="pd-button pd-button--ghost pd-button--sm" onClick={startOver}>
            {m.discardDraft}
          </button>
        </div>
      ) : null}
      {choosing || !draft || !service ? (
        <ServiceStep
          catalogue={catalogue}
          payAsYouGo={payAsYouGo}
          initialCategory={draft ? categoryOf(catalogue, draft.form.serviceId) : undefined}
          onChoose={(chosen) => {
            setDraft((current) =>
              current
                ? { ...current, form: { ...current.form, serviceId: chosen.id, options: {} } }
                : { form: emptyForm(chosen.id), orderId: null, orderNumber: null, copyFiles: [] },
            );
            setCheck(null);
            setChoosing(false);
          }}
        />
      ) : (
        <OrderFormView
          service={service}
          values={draft.form}
          onChange={(form) => setDraft({ ...draft, form })}
          check={check ? validateOrderForm(draft.form, service.options, today) : null}
          today={today}
          orderId={draft.orderId}
          files={files}
          onUploaded={() => draft.orderId && void refreshFiles(draft.orderId)}
          copyOffer={
            original && !draft.orderId
              ? {
                  files: original.files,
                  chosen: draft.copyFiles,
                  onChange: (copyFiles) => setDraft({ ...draft, copyFiles }),
                }
              : undefined
          }
          onChangeService={() => setChoosing(true)}
          onSaveForFiles={() => void onSaveDraft()}
          busy={busy}
          payAsYouGo={payAsYouGo}
          footer={
            <>
              {outcome?.kind === 'error' ? <ErrorAlert error={outcome.error} /> : null}
              {outcome?.kind === 'limit' ? (
                <div className="app-alert" role="alert">
                  <strong>{m.limitTitle}</strong>
                  <p>{outcome.message}</p>
                  <Link to="/membership/package">{m.buyMore}</Link>
                </div>
              ) : null}
              <div className="create-actions">
                <button
                  type="button"
                  className="pd-button pd-button--secondary"
                  onClick={() => void onSaveDraft()}
                  disabled={busy}
                >
                  {m.saveDraft}
                </button>
                <button
                  type="button"
                  className="pd-button pd-button--primary"
                  onClick={() => void onSubmit()}
                  disabled={busy}
                >
                  {busy ? m.saving : payAsYouGo ? m.addToCart : m.createOrder}
                </button>
              </div>
            </>
          }
        />
      )}
    </section>
  );
}
