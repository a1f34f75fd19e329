import type { CatalogueService, OrderForm as FormValues, OrderFormSource } from 'proofdesk/contract';
import { Field, Select, TextField, useFieldIds } from 'proofdesk/react';
import { fillTemplate, formatBytes, type OrderFormCheck, validateTextarea } from 'proofdesk/rules';
import { Upload } from 'proofdesk/upload';
import { type ReactNode, useId, useMemo } from 'react';
import { useWidgetTheme } from '../lib/color-scheme';
import { LibraryPicker } from '../my-images/library-picker';
import { createMessages as m } from './messages';
import { formatPrice } from './service-step';

const BRIEF_MAX = 1000;

type Files = OrderFormSource['files'];

export interface OrderFormProps {
  service: CatalogueService;
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** Shown once the user tried to submit. */
  check: OrderFormCheck | null;
  today: string;
  /** The saved draft (files are uploaded into it), or null before the first save. */
  orderId: string | null;
  files: Files;
  onUploaded: () => void;
  /** A duplicate's offer: the original's files, and which are checked for copying. */
  copyOffer?: { files: Files; chosen: string[]; onChange: (ids: string[]) => void } | undefined;
  onChangeService: () => void;
  onSaveForFiles: () => void;
  busy: boolean;
  payAsYouGo: boolean;
  /** The buttons and the outcome (errors, limit, cart) under the form. */
  footer: ReactNode;
}

/** Step 2: the order's fields, options of its service, priority and supplied files. */
export function OrderFormView(props: OrderFormProps) {
  const { service, values, onChange, check, today } = props;
  const set = (patch: Partial<FormValues>) => onChange({ ...values, ...patch });
  const briefNotice = validateTextarea(values.brief, { maxLength: BRIEF_MAX });
  const left = BRIEF_MAX - values.brief.length;
  const priorityHintId = useId();
  return (
    <div className="create-step">
      <h2 className="create-step-title">{m.stepForm}</h2>
      <div className="create-service-chosen">
        <div>
          <span className="create-muted">{m.service}</span>
          <strong>{service.name}</strong>
          {props.payAsYouGo && service.price !== null ? (
            <span className="create-muted">
              {fillTemplate(m.perOrder, { price: formatPrice(service.price, service.currency) })}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className="pd-button pd-button--ghost pd-button--sm"
          onClick={props.onChangeService}
          disabled={props.orderId !== null}
        >
          {m.changeService}
        </button>
      </div>
      <TextField
        label={m.name}
        required
        maxLength={100}
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={check?.errors.name ?? undefined}
        autoComplete="off"
      />
      <BriefField
        value={values.brief}
        onChange={(brief) => set({ brief })}
        error={check?.errors.brief ?? briefNotice ?? undefined}
        hint={`${m.briefHint} ${fillTemplate(m.charactersLeft, { count: left })}`}
      />
      <TextField
        label={m.dueDate}
        type="date"
        required
        min={today}
        value={values.dueDate}
        onChange={(event) => set({ dueDate: event.target.value })}
        error={check?.errors.dueDate ?? undefined}
        fieldClassName="create-date"
      />
      {service.options.length > 0 ? (
        <fieldset className="create-options">
          <legend>{m.options}</legend>
          {service.options.map((option) => (
            <Select
              key={option.id}
              label={option.required ? option.name : `${option.name} ${m.optional}`}
              required={option.required}
              placeholder={m.chooseValue}
              options={option.choices.map((choice) => ({ value: choice, label: choice }))}
              value={values.options[option.id] ?? ''}
              onChange={(event) => set({ options: { ...values.options, [option.id]: event.target.value } })}
              error={check?.options[option.id] ?? undefined}
            />
          ))}
        </fieldset>
      ) : null}
      {/* Short choices, explained below: a sentence in each option is cut off in a phone's select. */}
      <Select
        label={m.priority}
        aria-describedby={priorityHintId}
        options={[
          { value: 'normal', label: m.priorityNormal },
          { value: 'high', label: m.priorityHigh },
        ]}
        value={values.priority}
        onChange={(event) => set({ priority: event.target.value === 'high' ? 'high' : 'normal' })}
      />
      <p id={priorityHintId} className="create-muted create-priority-hint">
        {m.priorityHint}
      </p>
      <FilesSection {...props} />
      {props.footer}
    </div>
  );
}

function BriefField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
}) {
  const ids = useFieldIds(undefined, 'create-brief', { hint, error });
  return (
    <Field ids={ids} label={m.brief} required hint={hint} error={error}>
      <textarea
        id={ids.controlId}
        className="pd-input create-brief"
        rows={6}
        required
        maxLength={BRIEF_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error && value.length < BRIEF_MAX ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}

function FilesSection({ orderId, files, onUploaded, copyOffer, onSaveForFiles, busy }: OrderFormProps) {
  const theme = useWidgetTheme();
  const target = useMemo(() => ({ kind: 'attachment' as const, category: 'supplied' as const }), []);
  const messages = useMemo(() => ({ zoneLabel: m.uploadZone }), []);
  return (
    <section className="create-files" aria-labelledby="create-files-title">
      <h3 id="create-files-title">{m.files}</h3>
      <p className="create-muted">{m.filesHint}</p>
      {copyOffer && copyOffer.files.length > 0 ? (
        <fieldset className="create-copy">
          <legend>{m.copyFiles}</legend>
          <p className="create-muted">{m.copyFilesHint}</p>
          {copyOffer.files.map((file) => (
            <label key={file.attachmentId} className="create-copy-file">
              <input
                type="checkbox"
                checked={copyOffer.chosen.includes(file.attachmentId)}
                onChange={(event) =>
                  copyOffer.onChange(
                    event.target.checked
                      ? [...copyOffer.chosen, file.attachmentId]
                      : copyOffer.chosen.filter((id) => id !== file.attachmentId),
                  )
                }
              />
              <span>
                {file.fileName} <span className="create-muted">({formatBytes(file.size)})</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {orderId ? (
        <>
          {files.length === 0 ? (
            <p className="create-muted">{m.noFiles}</p>
          ) : (
            <ul className="create-file-list">
              {files.map((file) => (
                <li key={file.attachmentId}>
                  {file.fileName} <span className="create-muted">({formatBytes(file.size)})</span>
                </li>
              ))}
            </ul>
          )}
          <Upload
            className="create-upload"
            theme={theme}
            orderId={orderId}
            target={target}
            messages={messages}
            onUploaded={onUploaded}
          />
          <LibraryPicker orderId={orderId} onAdded={onUploaded} />
        </>
      ) : (
        <div className="create-files-later">
          <p className="create-muted">{m.filesAfterSave}</p>
          <button
            type="button"
            className="pd-button pd-button--secondary"
            onClick={onSaveForFiles}
            disabled={busy}
          >
            {m.saveToAddFiles}
          </button>
        </div>
      )}
    </section>
  );
}
