import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getArchivedOrderFilter, getOrderFilter, orderFilterKey } from '../../../sdk/core/orders';
import { useControllableState, useProofdesk } from '../../../sdk/react';
import { type AnyFilterValue, type FilterForm, type FilterKind, filterToForm, formToFilter } from './form';

/** Dashboard §5 / §9: "Custom search in filters applies after 500 ms." */
export const CUSTOM_SEARCH_DELAY_MS = 500;

export interface PanelFilterOptions<V extends AnyFilterValue> {
  /** Controlled: the panel shows this filter and reports changes through `onChange`. */
  value?: V | undefined;
  /** Uncontrolled starting value. Without it (and without `value`) the panel writes the instance's shared filter. */
  defaultValue?: V | undefined;
  onChange?: ((value: V) => void) | undefined;
}

export interface PanelFilter {
  form: FilterForm;
  /** Shows `form` and applies it at once (the custom search too, e.g. a preset or Reset). */
  apply(form: FilterForm): void;
  /** Shows `form` at once; applies its custom search after 500 ms and everything else now. */
  edit(form: FilterForm): void;
}

/**
 * The panel's filter, one hook for every way of driving it (STYLE: "controlled or uncontrolled
 * through one hook"): controlled (`value` + `onChange`), uncontrolled from `defaultValue`, or, by
 * default, the instance's shared filter atom (`getOrderFilter` / `getArchivedOrderFilter`), which the
 * board reads. The form follows a value set from outside (a host, a bookmarked URL).
 */
export function usePanelFilter<V extends AnyFilterValue>(
  kind: FilterKind,
  { value, defaultValue, onChange }: PanelFilterOptions<V>,
): PanelFilter {
  const instance = useProofdesk();
  const shared = kind === 'orders' ? getOrderFilter(instance) : getArchivedOrderFilter(instance);
  const sharedValue = useStore(shared) as V;
  const follows = value === undefined && defaultValue === undefined;
  const [own, setOwn] = useControllableState<V>({
    value,
    defaultValue: defaultValue ?? ({} as V),
    onChange,
  });
  const current = follows ? sharedValue : own;
  const emit = useCallback(
    (next: V) => {
      if (follows) {
        (shared.set as (value: V) => void)(next);
        onChange?.(next);
      } else setOwn(next);
    },
    [follows, shared, onChange, setOwn],
  );

  const [form, setForm] = useState<FilterForm>(() => filterToForm(current));
  // The form as last shown and the value as last seen, for the search timer and for callbacks.
  const latest = useRef(form);
  const currentRef = useRef(current);
  currentRef.current = current;
  const show = useCallback((next: FilterForm) => {
    latest.current = next;
    setForm(next);
  }, []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);

  // The form shows the value: one set from outside (a host, a bookmarked URL) replaces it, and a
  // controlled host that keeps its value takes the form back to it. Not while a custom search
  // waits for its 500 ms: then the form is ahead of the value on purpose.
  const currentKey = orderFilterKey(current);
  const formKey = orderFilterKey(formToFilter(kind, form));
  useEffect(() => {
    if (timer.current !== undefined || formKey === currentKey) return;
    show(filterToForm(currentRef.current));
  }, [currentKey, formKey, show]);

  const send = useCallback(
    (next: FilterForm) => {
      const filter = formToFilter(kind, next) as V;
      // Nothing changes: nobody needs to hear it (a reset of an empty form, say).
      if (orderFilterKey(filter) === orderFilterKey(currentRef.current)) return;
      emit(filter);
    },
    [kind, emit],
  );

  const apply = useCallback(
    (next: FilterForm) => {
      stopTimer();
      show(next);
      send(next);
    },
    [send, show, stopTimer],
  );

  const edit = useCallback(
    (next: FilterForm) => {
      const typed = next.customSearch !== latest.current.customSearch;
      show(next);
      if (!typed) {
        // Another field changed: it applies now, with the search the lists already have while a
        // newer one is still waiting for its 500 ms.
        const waiting = timer.current !== undefined;
        send(waiting ? { ...next, customSearch: filterToForm(currentRef.current).customSearch } : next);
        return;
      }
      stopTimer();
      // Timers are the global ones, looked up per call, so a test's fake clock drives them.
      timer.current = setTimeout(() => {
        timer.current = undefined;
        send(latest.current);
      }, CUSTOM_SEARCH_DELAY_MS);
    },
    [send, show, stopTimer],
  );

  return { form, apply, edit };
}
