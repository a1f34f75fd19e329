import { type Static, Type } from '@sinclair/typebox';

// A white-label client's customers (issue 26 "White-label clients' customers"; docs/api.md
// "Reseller customers"). Text fields carry only their maximum length here: an empty one reaches the
// server's form rule, which answers in the spec's words ('Required!', 'Not Valid'), as the portal's
// form does.

const Id = Type.String({ minLength: 1, maxLength: 80 });

const customerFields = {
  companyName: Type.String({ maxLength: 100 }),
  firstname: Type.String({ maxLength: 50 }),
  lastname: Type.String({ maxLength: 50 }),
  emailAddress: Type.String({ maxLength: 254 }),
  jobTitle: Type.String({ maxLength: 100 }),
};

/** Body of POST /reseller/customers: the account and its owner; the server generates the password. */
export const CreateResellerCustomerRequest = Type.Object(customerFields, { additionalProperties: false });
export type CreateResellerCustomerRequest = Static<typeof CreateResellerCustomerRequest>;

/** Body of PUT /reseller/customers/:customerId: the same form. */
export const UpdateResellerCustomerRequest = Type.Object(customerFields, { additionalProperties: false });
export type UpdateResellerCustomerRequest = Static<typeof UpdateResellerCustomerRequest>;

export const ResellerCustomerParams = Type.Object({ customerId: Id }, { additionalProperties: false });
export type ResellerCustomerParams = Static<typeof ResellerCustomerParams>;

export const ResellerCustomerListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    /** Company, owner name or e-mail contains it (case-insensitive). */
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ResellerCustomerListQuery = Static<typeof ResellerCustomerListQuery>;

/** A customer account of the reseller, as its list and page show it; never a password. */
export const ResellerCustomer = Type.Object({
  /** The customer account's id (its client id; the board's customer filter takes it). */
  id: Type.String(),
  companyName: Type.String(),
  /** The account owner: the customer's sign-in. */
  ownerId: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  emailAddress: Type.String(),
  jobTitle: Type.String(),
  /** Orders of the account not archived, and those of them still open (not completed or cancelled). */
  orders: Type.Object({ total: Type.Integer(), open: Type.Integer() }),
  createdAt: Type.String(),
});
export type ResellerCustomer = Static<typeof ResellerCustomer>;

/** The answer of POST /reseller/customers: the customer and its first password, shown once. */
export const CreatedResellerCustomer = Type.Object({
  customer: ResellerCustomer,
  initialPassword: Type.String(),
});
export type CreatedResellerCustomer = Static<typeof CreatedResellerCustomer>;
