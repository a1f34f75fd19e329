import { useStore } from '@nanostores/react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { HttpResult } from '../../../sdk/core/http';
import {
  Button,
  createToastStore,
  dateRangeStyles,
  errorText,
  Prompt,
  ToastRegion,
  useProofdesk,
  useWidgetMessages,
  useWidgetStyles,
} from '../../../sdk/react';
import { FilterFields } from './filter-fields';
import type { AnyFilterValue, AnyPreset, FilterKind } from './form';
import { defaultFilterPanelMessages, type FilterPanelMessages } from './messages';
import { PresetList } from './preset-list';
import { PresetSave } from './preset-save';
import { filterPanelStyles } from './styles';
import { useFilterOptions, visiblePeopleFields } from './use-filter-options';
import { type PanelFilterOptions, usePanelFilter } from './use-panel-filter';
import { usePresets } from './use-presets';

export interface FilterPanelProps<V extends AnyFilterValue> extends PanelFilterOptions<V> {
  /** Overrides of the panel's strings. */
  messages?: Partial<FilterPanelMessages> | undefined;
  /** The form starts expanded. Default false: the presets show, the form is behind its toggle. */
  defaultExpanded?: boolean | undefined;
}

/**
 * One filter panel (dashboard §2 "Order filter panels"): the saved presets, then the collapsible
 * filter form with Reset and the preset name box. Renders inside a widget's shadow root.
 */
export function FilterPanel<V extends AnyFilterValue>({
  kind,
  messages,
  defaultExpanded = false,
  ...value
}: FilterPanelProps<V> & { kind: FilterKind }) {
  useWidgetStyles(dateRangeStyles);
  useWidgetStyles(filterPanelStyles);
  const m = useWidgetMessages(defaultFilterPanelMessages, messages);
  const { session } = useProofdesk();
  const user = useStore(session.$profile);
  const view = session.storage.get('view') === 'client' ? 'client' : undefined;
  const toasts = useMemo(() => createToastStore(), []);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [deleting, setDeleting] = useState<AnyPreset | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = `pd-filter-${useId().replace(/:/g, '')}`;

  const filter = usePanelFilter(kind, value);
  // §8: a success with a message shows it under 'Success'; a refusal shows the server's message and
  // its list; a transport failure the generic text.
  const onResult = useCallback(
    (result: HttpResult<unknown>, success: string) => {
      if (result.ok) {
        toasts.show({ variant: 'success', title: m.successTitle, message: result.message || success });
        return;
      }
      const text = errorText(result.error, m);
      toasts.show({ variant: 'danger', title: text.title, message: text.message, messages: text.messages });
    },
    [toasts, m],
  );
  const presets = usePresets({ kind, user, filter, m, onResult, onSaved: () => setExpanded(false) });
  const people = visiblePeopleFields(user, view);
  const options = useFilterOptions(
    filter.form,
    people.map((p) => p.field),
    presets.generation,
    expanded,
  );

  /** "Expanding or collapsing the panel resets the form." */
  const toggle = () => {
    presets.resetForm();
    setExpanded(!expanded);
  };
  const save = async () => {
    // "Saving with an empty name flags the field": the flagged box takes focus.
    if ((await presets.save()) === 'invalid') nameRef.current?.focus();
  };
  const title = kind === 'orders' ? m.ordersTitle : m.archivedTitle;

  return (
    // Named like the sidebar's other parts (aria-label), which the heading repeats for sighted users.
    <section className="pd-filter-panel" aria-label={title} data-kind={kind}>
      <h2 className="pd-filter-title">{title}</h2>
      <PresetList
        presets={presets.presets}
        loading={presets.loading}
        selectedId={presets.selectedId}
        editingId={presets.editing?.id ?? null}
        canEdit={presets.canSave}
        canDelete={presets.canDelete}
        onSelect={presets.toggle}
        onEdit={(preset) => {
          presets.edit(preset);
          setExpanded(true);
        }}
        onDelete={setDeleting}
        m={m}
      />
      <button
        type="button"
        className="pd-filter-toggle"
        aria-expanded={expanded}
        aria-controls={`${ids}-form`}
        onClick={toggle}
      >
        {m.formToggle}
        <span className="pd-filter-chevron" aria-hidden="true" />
      </button>
      {expanded ? (
        <div id={`${ids}-form`} className="pd-filter-form">
          <FilterFields
            kind={kind}
            form={filter.form}
            options={options}
            people={people}
            onChange={filter.edit}
            m={m}
          />
          <span className="pd-filter-actions">
            <Button onClick={presets.clear}>{m.reset}</Button>
          </span>
          {presets.canSave ? (
            <PresetSave
              name={presets.name}
              error={presets.nameError}
              editing={presets.editing !== null}
              saving={presets.saving}
              inputRef={nameRef}
              onName={presets.setName}
              onSave={() => void save()}
              onCancelEdit={presets.leaveEdit}
              m={m}
            />
          ) : null}
        </div>
      ) : null}
      <Prompt
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.confirmTitle}
        content={m.confirmDelete}
        buttons="YESNO"
        type="WARNING"
        onConfirm={() => deleting && void presets.remove(deleting)}
      />
      <ToastRegion store={toasts} />
    </section>
  );
}
