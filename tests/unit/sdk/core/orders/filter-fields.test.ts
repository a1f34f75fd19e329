import {
  ARCHIVED_ORDER_FILTER_FIELDS,
  ArchivedOrderListQuery,
  ORDER_FILTER_FIELDS,
  OrderListQuery,
} from 'proofdesk/contract';
import { describe, expect, it } from 'vitest';

// The filter field lists the browser uses (no schema in the widgets' chunks) are the list queries'
// fields, less paging and sorting: a field added to a schema and forgotten here fails.

const notFilters = new Set(['page', 'limit', 'sortType', 'sortAsc']);
const filterFieldsOf = (schema: { properties: Record<string, unknown> }) =>
  Object.keys(schema.properties)
    .filter((field) => !notFilters.has(field))
    .sort();

describe('order filter fields', () => {
  it('ORDER_FILTER_FIELDS are GET /order’s filter fields', () => {
    expect([...ORDER_FILTER_FIELDS].sort()).toEqual(filterFieldsOf(OrderListQuery));
  });

  it('ARCHIVED_ORDER_FILTER_FIELDS are GET /order/archived’s filter fields', () => {
    expect([...ARCHIVED_ORDER_FILTER_FIELDS].sort()).toEqual(filterFieldsOf(ArchivedOrderListQuery));
  });
});
