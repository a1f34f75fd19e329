import { useId } from 'react';
import { codeLabel, ORDER_PROGRESS_FILTERS, TIME_BUCKET_OPTIONS } from '../../../sdk/core/domain';
import { DateRange, Select, TextField } from '../../../sdk/react';
import type { FilterForm, FilterKind } from './form';
import type { FilterPanelMessages } from './messages';
import type { FilterOptions, PeopleField } from './use-filter-options';

export interface FilterFieldsProps {
  kind: FilterKind;
  form: FilterForm;
  options: FilterOptions;
  /** The people fields the user may read, in the spec's order. */
  people: readonly {
    field: PeopleField;
    label: 'client' | 'customer' | 'creator' | 'manager' | 'operator';
  }[];
  onChange(next: FilterForm): void;
  m: FilterPanelMessages;
}

// Choosing a client narrows customers and creators, a customer narrows creators, a category narrows
// services: a choice the new list may not hold is cleared rather than left filtering invisibly.
const NARROWS: Partial<Record<keyof FilterForm, (keyof FilterForm)[]>> = {
  clientId: ['customerId', 'creatorId'],
  customerId: ['creatorId'],
  serviceCategory: ['serviceType'],
};

function Checks({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange(next: string[]): void;
}) {
  const id = useId();
  return (
    <fieldset className="pd-filter-checks">
      <legend className="pd-field-label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="pd-filter-check" htmlFor={`${id}-${option.value}`}>
          <input
            id={`${id}-${option.value}`}
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? options.map((o) => o.value).filter((v) => v === option.value || value.includes(v))
                  : value.filter((v) => v !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The filter form's fields (dashboard §3 "Order filter fields"): the people the user may read, service
 * category and service, then for orders the progress, created and due ranges, queue and work time;
 * for archived orders the created and updated ranges. Custom search last.
 */
export function FilterFields({ kind, form, options, people, onChange, m }: FilterFieldsProps) {
  const set = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) => {
    const next = { ...form, [key]: value };
    for (const cleared of NARROWS[key] ?? []) (next as Record<string, unknown>)[cleared] = '';
    onChange(next);
  };
  const select = (field: keyof FilterForm & keyof FilterOptions, label: string) => (
    <Select
      key={field}
      label={label}
      placeholder={m.any}
      options={options[field].map((o) => ({ value: o.id, label: o.name }))}
      // A preset may hold several ids (the wire allows lists): the first one shows.
      value={(form[field] as string).split(',')[0] ?? ''}
      onChange={(event) => set(field, event.currentTarget.value)}
    />
  );
  const buckets = TIME_BUCKET_OPTIONS.map((o) => ({ value: o.value, label: m[o.key] }));
  return (
    <div className="pd-filter-fields">
      {people.map(({ field, label }) => select(field, m[label]))}
      {select('serviceCategory', m.serviceCategory)}
      {select('serviceType', m.service)}
      {kind === 'orders' ? (
        <Checks
          legend={m.orderProgress}
          options={ORDER_PROGRESS_FILTERS.map((value) => ({
            value,
            label: codeLabel(m, 'progress', value),
          }))}
          value={form.orderProgress}
          onChange={(next) => set('orderProgress', next)}
        />
      ) : null}
      <DateRange
        label={m.createdDate}
        labelText={m.createdDate}
        value={form.created}
        messages={m}
        onChange={(next) => set('created', next)}
      />
      {kind === 'orders' ? (
        <>
          <DateRange
            label={m.dueDate}
            labelText={m.dueDate}
            value={form.due}
            messages={m}
            onChange={(next) => set('due', next)}
          />
          <Checks
            legend={m.queueTime}
            options={buckets}
            value={form.queueTime}
            onChange={(next) => set('queueTime', next)}
          />
          <Checks
            legend={m.workTime}
            options={buckets}
            value={form.workTime}
            onChange={(next) => set('workTime', next)}
          />
        </>
      ) : (
        <DateRange
          label={m.updatedDate}
          labelText={m.updatedDate}
          value={form.updated}
          messages={m}
          onChange={(next) => set('updated', next)}
        />
      )}
      <TextField
        label={m.customSearch}
        type="search"
        maxLength={100}
        value={form.customSearch}
        onChange={(event) => set('customSearch', event.currentTarget.value)}
      />
    </div>
  );
}
