import type { ArchivedPresetFilter, PresetFilter } from 'proofdesk/contract';
import { isOrderStatus, parsePresetDate, parseTimeBucket } from 'proofdesk/rules';
import { type PresetFields, type PresetRow, presetFields } from './presets';

const DATE_FIELDS = [
  'createdAtStart',
  'createdAtEnd',
  'dueDateStart',
  'dueDateEnd',
  'updatedDateStart',
  'updatedDateEnd',
];

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

/**
 * The stored form of a save request: blanks become null, and the operator filter is dropped for
 * callers who may not read it ("saved in a preset only when the user may read the operator
 * filter"). Returns the details of what is wrong instead when a value is malformed.
 */
export function normaliseForm(
  body: Record<string, string | null | undefined>,
  keepOperator: boolean,
): { fields: PresetFields } | { errors: string[] } {
  const fields: PresetFields = {};
  const errors: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'name') continue;
    fields[key] = blankToNull(value);
  }
  if (!keepOperator) delete fields.operatorId;
  for (const key of DATE_FIELDS) {
    const value = fields[key];
    if (value && !parsePresetDate(value)) errors.push(`${key} is not a valid yyyy/MM/dd date`);
  }
  for (const key of ['queueTime', 'workTime']) {
    const items = (fields[key] ?? '').split(',').filter(Boolean);
    if (items.some((item) => !parseTimeBucket(item))) errors.push(`${key} is not a valid time bucket`);
  }
  const progress = (fields.orderProgress ?? '').split(',').filter(Boolean);
  const unknown = progress.filter(
    (item) => item !== 'ready-to-go' && item !== 'not-frozen' && !isOrderStatus(item),
  );
  if (unknown.length > 0) errors.push(`orderProgress has unknown values: ${unknown.join(', ')}`);
  return errors.length > 0 ? { errors } : { fields };
}

function common(row: PresetRow, fields: PresetFields) {
  const get = (key: string) => fields[key] ?? null;
  return {
    id: row.id,
    name: row.name,
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
}

/** A stored order preset in the "Preset filter" shape of dashboard §3. */
export function toPresetFilter(row: PresetRow): PresetFilter {
  const fields = presetFields(row);
  return {
    ...common(row, fields),
    orderStatus: fields.orderProgress ?? null,
    queueTime: fields.queueTime ?? null,
    workTime: fields.workTime ?? null,
    dueDate: { startDate: fields.dueDateStart ?? null, endDate: fields.dueDateEnd ?? null },
  };
}

/** "The same without orderStatus, queueTime, workTime and dueDate, and with updatedDate." */
export function toArchivedPresetFilter(row: PresetRow): ArchivedPresetFilter {
  const fields = presetFields(row);
  return {
    ...common(row, fields),
    updatedDate: { startDate: fields.updatedDateStart ?? null, endDate: fields.updatedDateEnd ?? null },
  };
}
