import { type Static, Type } from '@sinclair/typebox';

// Form fields arrive as the form holds them: empty string or null means "not set".
const Empty = Type.Union([Type.Literal(''), Type.Null()]);
const IdList = Type.Optional(
  Type.Union([Type.String({ maxLength: 2000, pattern: '^[A-Za-z0-9_.:,-]*$' }), Type.Null()]),
);
const PresetDate = Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}/\\d{2}/\\d{2}$' }), Empty]));
const Bucket = Type.Optional(
  Type.Union([Type.String({ maxLength: 40, pattern: '^[0-9:,]*$' }), Type.Null()]),
);
const Text = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));

// The name's schema limit is generous on purpose: the spec's own messages ('Required!', the
// 30-character message) come from validatePresetName, not from the schema validator.
const presetCommon = {
  name: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  customerId: IdList,
  clientId: IdList,
  creatorId: IdList,
  managerId: IdList,
  operatorId: IdList,
  serviceCategoryId: IdList,
  serviceId: IdList,
  createdAtStart: PresetDate,
  createdAtEnd: PresetDate,
  search: Text,
};

/** POST /filters and PUT /filters/:id: the preset save form (dashboard §3). */
export const PresetSaveRequest = Type.Object(
  {
    ...presetCommon,
    orderProgress: Type.Optional(
      Type.Union([Type.String({ maxLength: 200, pattern: '^[a-z,-]*$' }), Type.Null()]),
    ),
    dueDateStart: PresetDate,
    dueDateEnd: PresetDate,
    queueTime: Bucket,
    workTime: Bucket,
  },
  { additionalProperties: false },
);
export type PresetSaveRequest = Static<typeof PresetSaveRequest>;

/** POST /archived-order-filters and PUT …/:id: updated dates instead of due dates, no progress/time. */
export const ArchivedPresetSaveRequest = Type.Object(
  { ...presetCommon, updatedDateStart: PresetDate, updatedDateEnd: PresetDate },
  { additionalProperties: false },
);
export type ArchivedPresetSaveRequest = Static<typeof ArchivedPresetSaveRequest>;

export const PresetIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

const List = Type.Union([Type.String(), Type.Null()]);
const Range = Type.Object({ startDate: List, endDate: List });

const presetAnswerCommon = {
  id: Type.String(),
  name: Type.String(),
  serviceCategory: List,
  serviceType: List,
  operator: List,
  customer: List,
  creator: List,
  client: List,
  manager: List,
  customSearch: List,
  createdDate: Range,
};

/** A saved order preset as listed (dashboard §3 "Preset filter"); id lists comma-joined. */
export const PresetFilter = Type.Object({
  ...presetAnswerCommon,
  orderStatus: List,
  queueTime: List,
  workTime: List,
  dueDate: Range,
});
export type PresetFilter = Static<typeof PresetFilter>;

/** "The same without orderStatus, queueTime, workTime and dueDate, and with updatedDate." */
export const ArchivedPresetFilter = Type.Object({ ...presetAnswerCommon, updatedDate: Range });
export type ArchivedPresetFilter = Static<typeof ArchivedPresetFilter>;

/** One entry of a filter option list (/filters/customers, /filters/managers, …). */
export const FilterOption = Type.Object({ id: Type.String(), name: Type.String() });
export type FilterOption = Static<typeof FilterOption>;

export const FilterCustomersQuery = Type.Object(
  { clientId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export const FilterServicesQuery = Type.Object(
  { serviceCategoryId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) },
  { additionalProperties: false },
);
export const FilterCreatorsQuery = Type.Object(
  {
    clientId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    customerId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export const FilterNoQuery = Type.Object({}, { additionalProperties: false });

export const PRESET_MESSAGES = {
  saved: 'Preset filter has been successfully saved',
  deleted: 'Filter preset deleted successfully',
  notFound: 'Preset filter not found.',
} as const;
