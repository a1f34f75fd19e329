// A white-label client's customers (issue 26, dashboard §6): the constants both sides share.

/** Customers listed per page of GET /reseller/customers. */
export const RESELLER_CUSTOMER_PAGE_SIZE = 20;

/** The server's fixed messages for a reseller's customers. */
export const RESELLER_CUSTOMER_MESSAGES = {
  created: 'Customer has been created.',
  updated: 'Customer has been updated.',
  notFound: 'Customer not found.',
  emailTaken: 'This e-mail address is already in use.',
  formInvalid: 'Please check the highlighted fields.',
  notReseller: 'Only white-label clients manage customers.',
} as const;
