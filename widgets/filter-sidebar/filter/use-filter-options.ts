import { useEffect, useState } from 'react';
import type { FilterOption, User } from '../../../sdk/contract';
import { can, Subject } from '../../../sdk/core/access';
import { useProofdesk } from '../../../sdk/react';
import type { FilterForm } from './form';

/** The five people fields and the subject whose read right shows each (dashboard §5, §6). */
export const PEOPLE_FIELDS = [
  { field: 'clientId', subject: Subject.ORDER_FILTER_CLIENT, path: '/filters/clients', label: 'client' },
  {
    field: 'customerId',
    subject: Subject.ORDER_FILTER_CUSTOMER,
    path: '/filters/customers',
    label: 'customer',
  },
  { field: 'creatorId', subject: Subject.ORDER_FILTER_CREATOR, path: '/filters/creators', label: 'creator' },
  { field: 'managerId', subject: Subject.ORDER_FILTER_MANAGER, path: '/filters/managers', label: 'manager' },
  {
    field: 'operatorId',
    subject: Subject.ORDER_FILTER_OPERATOR,
    path: '/filters/operators',
    label: 'operator',
  },
] as const;

export type PeopleField = (typeof PEOPLE_FIELDS)[number]['field'];
export type OptionField = PeopleField | 'serviceCategory' | 'serviceType';
export type FilterOptions = Record<OptionField, readonly FilterOption[]>;

/** "Filter fields Client, Customer, Creator, Project Lead and Operator appear only with their read permission." */
export function visiblePeopleFields(user: User | null, view: 'customer' | 'client' | undefined) {
  if (!user) return [];
  const viewed = view ? { ...user, view } : user;
  return PEOPLE_FIELDS.filter(({ subject }) => can(viewed, 'read', subject));
}

/** One option list, fetched while `path` is set; an older answer never replaces a newer one. */
function useOptionList(path: string | null, query: Record<string, string>, generation: number) {
  const { http } = useProofdesk();
  const [options, setOptions] = useState<readonly FilterOption[]>([]);
  const key = path ? `${path}?${new URLSearchParams(query)}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for path and query; `generation` re-fetches (Edit)
  useEffect(() => {
    if (!path) {
      setOptions([]);
      return;
    }
    let current = true;
    void http.get<FilterOption[]>(path, { query }).then((result) => {
      // A list that fails stays empty: the field still filters by what a preset holds.
      if (current) setOptions(result.ok ? (result.data ?? []) : []);
    });
    return () => {
      current = false;
    };
  }, [http, key, generation]);
  return options;
}

/**
 * The option lists of the form (dashboard §7 "Filters"): each people list only with its read right,
 * customers and creators narrowed by the chosen client (creators also by the customer), services by
 * the chosen category. `generation` changes when Edit "re-fetches its option lists". Nothing is
 * fetched while the form is collapsed (`open` false): a page that never opens it asks for no lists.
 */
export function useFilterOptions(
  form: FilterForm,
  visible: readonly PeopleField[],
  generation: number,
  open: boolean,
): FilterOptions {
  const shows = (field: PeopleField) => open && visible.includes(field);
  const always = (path: string) => (open ? path : null);
  const narrow = (entries: Record<string, string>) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== ''));
  return {
    clientId: useOptionList(shows('clientId') ? '/filters/clients' : null, {}, generation),
    customerId: useOptionList(
      shows('customerId') ? '/filters/customers' : null,
      narrow({ clientId: form.clientId }),
      generation,
    ),
    creatorId: useOptionList(
      shows('creatorId') ? '/filters/creators' : null,
      narrow({ clientId: form.clientId, customerId: form.customerId }),
      generation,
    ),
    managerId: useOptionList(shows('managerId') ? '/filters/managers' : null, {}, generation),
    operatorId: useOptionList(shows('operatorId') ? '/filters/operators' : null, {}, generation),
    serviceCategory: useOptionList(always('/filters/services-category'), {}, generation),
    serviceType: useOptionList(
      always('/filters/services'),
      narrow({ serviceCategoryId: form.serviceCategory }),
      generation,
    ),
  };
}
