// Every word the customer pages and the view toggle show (the portal's own catalogue). Spec texts
// verbatim where the spec has them (dashboard §2 Header 'Create New Customer', §5 'Required!' /
// 'Not Valid', §8 'Ooops!'); the rest are ours.
export const customerMessages = {
  errorTitle: 'Ooops!',
  genericError: 'Error encountered while processing. Please try again later or contact the product admin.',
  noAccess: 'Only white-label clients manage customers.',
  // List.
  listTitle: 'Customers',
  createCustomer: 'Create New Customer',
  filters: 'Filter customers',
  search: 'Search customers',
  searchHint: 'Company, owner name or e-mail',
  company: 'Company',
  owner: 'Account Owner',
  email: 'E-mail',
  orders: 'Orders',
  ordersCount: '{open} open of {total}',
  viewOrders: 'View orders',
  viewOrdersOf: 'View orders of {company}',
  open: 'Open',
  openCustomer: 'Open {company}',
  empty: 'No customers yet',
  emptyHint: 'Create a customer to place and follow orders for the businesses you resell to.',
  noMatch: 'No customers match "{search}"',
  clearSearch: 'Clear search',
  count: '{total} customers',
  readOnlyNotice: 'Your access is view only: you can read your customers but not change them.',
  // Customer page.
  createTitle: 'Create New Customer',
  editTitle: 'Customer',
  backToList: 'Back to customers',
  missingTitle: 'Customer not found',
  missing: 'This customer does not exist or belongs to another client.',
  companyName: 'Company Name',
  firstname: 'First Name',
  lastname: 'Last Name',
  jobTitle: 'Job Title',
  ownerSection: 'Account owner (signs in to the portal)',
  passwordNote:
    'A password is generated when you create the customer and shown once, for you to pass on. The customer can change it in Manage Profile.',
  save: 'Save',
  create: 'Create',
  cancel: 'Cancel',
  customerSince: 'Customer since {date}',
  createdTitle: 'Customer created',
  createdNote:
    'Give {name} these sign-in details. The password is shown only now: copy it before you leave this page.',
  signInEmail: 'Sign-in e-mail',
  initialPassword: 'Password',
  copy: 'Copy',
  copyPassword: 'Copy password',
  copied: 'Password copied.',
  done: 'Open the customer',
  createAnother: 'Create another customer',
  // The view toggle (dashboard §4 "View switching").
  viewLabel: 'Portal view',
  customerView: 'Customer view',
  clientView: 'Client view',
  viewHint: 'Switches the portal between your own orders as a customer and your customers as a client.',
  myCustomers: 'My Customers',
} as const;

/** Replaces `{key}` in a catalogue text. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
