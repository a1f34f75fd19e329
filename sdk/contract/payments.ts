import { type Static, Type } from '@sinclair/typebox';

// Payment methods, invoices and charges (issue 25 "Payments"; dashboard §3 invoice and payment
// method, §5 payment method rules, §7 anti-forgery scopes customer-payment-method and
// customer-transaction).

const Id = Type.String({ minLength: 1, maxLength: 80 });

/** Body of POST /payments/test-provider/tokens: the test provider's card form (its "Stripe.js"). */
export const CardTokenRequest = Type.Object(
  {
    number: Type.String({ minLength: 1, maxLength: 32 }),
    expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    expYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
    cvc: Type.String({ minLength: 1, maxLength: 8 }),
  },
  { additionalProperties: false },
);
export type CardTokenRequest = Static<typeof CardTokenRequest>;

/** Answer data of the token call: what the provider lets us keep. */
export const CardToken = Type.Object({
  token: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Type.Integer(),
  expYear: Type.Integer(),
});
export type CardToken = Static<typeof CardToken>;

/** Body of POST /payment-methods. */
export const AddPaymentMethodRequest = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 2048 }),
    holderName: Type.Optional(Type.String({ maxLength: 100 })),
    makeDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AddPaymentMethodRequest = Static<typeof AddPaymentMethodRequest>;

export const PaymentMethodParams = Type.Object({ id: Id }, { additionalProperties: false });
export type PaymentMethodParams = Static<typeof PaymentMethodParams>;

/** A stored payment method: never the card number. */
export const PaymentMethod = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Type.Integer(),
  expYear: Type.Integer(),
  holderName: Type.String(),
  isDefault: Type.Boolean(),
  isActive: Type.Boolean(),
  createdAt: Type.String(),
});
export type PaymentMethod = Static<typeof PaymentMethod>;

export const InvoiceParams = Type.Object({ id: Id }, { additionalProperties: false });
export type InvoiceParams = Static<typeof InvoiceParams>;

export const InvoiceListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

/** Body of POST /invoices/:id/pay; the Idempotency-Key header names the attempt. */
export const PayInvoiceRequest = Type.Object({ paymentMethodId: Id }, { additionalProperties: false });
export type PayInvoiceRequest = Static<typeof PayInvoiceRequest>;

/** A row of GET /invoices. Amounts in the currency unit. */
export const InvoiceSummary = Type.Object({
  id: Type.String(),
  number: Type.String(),
  status: Type.String(),
  currency: Type.String(),
  subTotal: Type.Number(),
  total: Type.Number(),
  items: Type.Integer(),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
});
export type InvoiceSummary = Static<typeof InvoiceSummary>;

export const InvoiceLine = Type.Object({
  name: Type.String(),
  type: Type.String(),
  price: Type.Number(),
  qty: Type.Integer(),
  amount: Type.Number(),
});
export type InvoiceLine = Static<typeof InvoiceLine>;

/** A charge attempt on an invoice. */
export const PaymentAttempt = Type.Object({
  id: Type.String(),
  status: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  message: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  confirmedAt: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentAttempt = Static<typeof PaymentAttempt>;

/** GET /invoices/:id: the invoice, its lines, who it bills and its payment attempts. */
export const InvoiceDetail = Type.Object({
  ...InvoiceSummary.properties,
  lines: Type.Array(InvoiceLine),
  billTo: Type.Object({ company: Type.String(), name: Type.String(), email: Type.String() }),
  payments: Type.Array(PaymentAttempt),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

/** Answer data of POST /invoices/:id/pay when the charge succeeded. */
export const PayResult = Type.Object({
  paymentId: Type.String(),
  status: Type.String(),
  invoiceStatus: Type.String(),
});
export type PayResult = Static<typeof PayResult>;
