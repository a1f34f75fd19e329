// The filter form's values and their three other shapes (dashboard §3): the filter GET /order and
// GET /order/archived take, the preset save form, and a saved preset as listed. Pure functions, so
// every conversion is tested without rendering.
import type { ArchivedPresetFilter, PresetFilter } from '../../../sdk/contract';
import type { ArchivedOrderFilterValue, OrderFilterValue } from '../../../sdk/core/orders';
import { type DateRangeValue, EMPTY_DATE_RANGE } from '../../../sdk/react';

/** Orders Advance Filter ('orders') or Archive Order Filter ('archived'). */
export type FilterKind = 'orders' | 'archived';

export type AnyPreset = PresetFilter | ArchivedPresetFilter;
export type AnyFilterValue = OrderFilterValue | ArchivedOrderFilterValue;

/** What the form holds. People and services pick one id each (their option lists narrow by one). */
export interface FilterForm {
  clientId: string;
  customerId: string;
  creatorId: string;
  managerId: string;
  operatorId: string;
  serviceCategory: string;
  serviceType: string;
  /** Order filter only. */
  orderProgress: readonly string[];
  queueTime: readonly string[];
  workTime: readonly string[];
  due: DateRangeValue;
  /** Archive filter only. */
  updated: DateRangeValue;
  created: DateRangeValue;
  customSearch: string;
}

export const EMPTY_FORM: FilterForm = {
  clientId: '',
  customerId: '',
  creatorId: '',
  managerId: '',
  operatorId: '',
  serviceCategory: '',
  serviceType: '',
  orderProgress: [],
  queueTime: [],
  workTime: [],
  due: EMPTY_DATE_RANGE,
  updated: EMPTY_DATE_RANGE,
  created: EMPTY_DATE_RANGE,
  customSearch: '',
};

const PEOPLE = ['clientId', 'customerId', 'creatorId', 'managerId', 'operatorId'] as const;
const list = (value: string | null | undefined) => (value ? value.split(',').filter(Boolean) : []);
const join = (values: readonly string[]) => values.join(',');
const range = (value: { startDate: string | null; endDate: string | null } | undefined): DateRangeValue => ({
  start: value?.startDate ?? '',
  end: value?.endDate ?? '',
});

/** Keeps the fields that say something ('' means "not set" and is left out). */
function compact<T extends Record<string, string>>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const value = fields[key]?.trim();
    if (value) out[key] = value as T[keyof T];
  }
  return out;
}

/** The filter the order lists take (GET /order or GET /order/archived). */
export function formToFilter(kind: FilterKind, form: FilterForm): AnyFilterValue {
  const common = {
    ...Object.fromEntries(PEOPLE.map((key) => [key, form[key]])),
    serviceCategory: form.serviceCategory,
    serviceType: form.serviceType,
    createdAtStart: form.created.start,
    createdAtEnd: form.created.end,
    customSearch: form.customSearch,
  };
  if (kind === 'archived') {
    return compact({ ...common, updatedDateStart: form.updated.start, updatedDateEnd: form.updated.end });
  }
  return compact({
    ...common,
    orderProgress: join(form.orderProgress),
    queueTime: join(form.queueTime),
    workTime: join(form.workTime),
    dueDateStart: form.due.start,
    dueDateEnd: form.due.end,
  });
}

/** The form showing a filter (a host's controlled value, a bookmarked URL). */
export function filterToForm(filter: AnyFilterValue): FilterForm {
  const f = filter as Record<string, string | undefined>;
  const text = (key: string) => f[key] ?? '';
  return {
    ...EMPTY_FORM,
    ...Object.fromEntries(PEOPLE.map((key) => [key, text(key)])),
    serviceCategory: text('serviceCategory'),
    serviceType: text('serviceType'),
    orderProgress: list(f.orderProgress),
    queueTime: list(f.queueTime),
    workTime: list(f.workTime),
    created: { start: text('createdAtStart'), end: text('createdAtEnd') },
    due: { start: text('dueDateStart'), end: text('dueDateEnd') },
    updated: { start: text('updatedDateStart'), end: text('updatedDateEnd') },
    customSearch: text('customSearch'),
  };
}

/** A saved preset loaded into the form (selecting applies it; Edit loads it). */
export function presetToForm(preset: AnyPreset): FilterForm {
  const form: FilterForm = {
    ...EMPTY_FORM,
    clientId: preset.client ?? '',
    customerId: preset.customer ?? '',
    creatorId: preset.creator ?? '',
    managerId: preset.manager ?? '',
    operatorId: preset.operator ?? '',
    serviceCategory: preset.serviceCategory ?? '',
    serviceType: preset.serviceType ?? '',
    created: range(preset.createdDate),
    customSearch: preset.customSearch ?? '',
  };
  if ('updatedDate' in preset) return { ...form, updated: range(preset.updatedDate) };
  return {
    ...form,
    orderProgress: list(preset.orderStatus),
    queueTime: list(preset.queueTime),
    workTime: list(preset.workTime),
    due: range(preset.dueDate),
  };
}

/**
 * The preset save form (dashboard §3 "Preset save form"). "The operator filter is saved in a preset
 * only when the user may read the operator filter": without that right `operatorId` is left out.
 */
export function formToSaveBody(
  kind: FilterKind,
  name: string,
  form: FilterForm,
  keepOperator: boolean,
): Record<string, string> {
  const body: Record<string, string> = {
    name: name.trim(),
    customerId: form.customerId,
    clientId: form.clientId,
    creatorId: form.creatorId,
    managerId: form.managerId,
    ...(keepOperator && { operatorId: form.operatorId }),
    serviceCategoryId: form.serviceCategory,
    serviceId: form.serviceType,
    createdAtStart: form.created.start,
    createdAtEnd: form.created.end,
    search: form.customSearch.trim(),
  };
  if (kind === 'archived') {
    return { ...body, updatedDateStart: form.updated.start, updatedDateEnd: form.updated.end };
  }
  return {
    ...body,
    orderProgress: join(form.orderProgress),
    dueDateStart: form.due.start,
    dueDateEnd: form.due.end,
    queueTime: join(form.queueTime),
    workTime: join(form.workTime),
  };
}

/** The preset a save will list, before the server answers (the optimistic row). */
export function saveBodyToPreset(kind: FilterKind, id: string, body: Record<string, string>): AnyPreset {
  const get = (key: string) => body[key] || null;
  const common = {
    id,
    name: body.name ?? '',
    serviceCategory: get('serviceCategoryId'),
    serviceType: get('serviceId'),
    operator: get('operatorId'),
    customer: get('customerId'),
    creator: get('creatorId'),
    client: get('clientId'),
    manager: get('managerId'),
    customSearch: get('search'),
    createdDate: { startDate: get('createdAtStart'), endDate: get('createdAtEnd') },
  };
  if (kind === 'archived') {
    return { ...common, updatedDate: { startDate: get('updatedDateStart'), endDate: get('updatedDateEnd') } };
  }
  return {
    ...common,
    orderStatus: get('orderProgress'),
    queueTime: get('queueTime'),
    workTime: get('workTime'),
    dueDate: { startDate: get('dueDateStart'), endDate: get('dueDateEnd') },
  };
}
