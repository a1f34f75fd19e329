// Payments, payment methods and invoices (issue 25 "Payments"): the constants both sides share.

/** The server's fixed messages for payment methods, invoices and charges. */
export const PAYMENT_MESSAGES = {
  /** Dashboard §5: "An active payment method must be deactivated before it can be deleted." */
  deactivateFirst: 'An active payment method must be deactivated before it can be deleted.',
  methodAdded: 'Payment method has been added.',
  methodDefault: 'Payment method is now the default.',
  methodDeactivated: 'Payment method has been deactivated.',
  methodActivated: 'Payment method has been activated.',
  methodDeleted: 'Payment method has been deleted.',
  methodNotFound: 'Payment method not found.',
  methodInactive: 'This payment method is deactivated. Activate it or choose another one.',
  defaultInactive: 'A deactivated payment method cannot be the default.',
  cardInvalid: 'The card number is not valid.',
  cardExpired: 'The card has expired.',
  cvcInvalid: 'The security code must be 3 or 4 digits.',
  tokenInvalid: 'The card token is not valid. Please enter the card again.',
  invoiceNotFound: 'Invoice not found.',
  invoicePaid: 'This invoice is already paid.',
  invoiceVoid: 'This invoice is void and cannot be paid.',
  paymentNotFound: 'Payment not found.',
  paid: 'Payment successful. Thank you!',
  declined: 'Your card was declined. No money was taken. Please use another card.',
  retry: 'The payment could not be processed. No money was taken. Please try again.',
  inProgress: 'This payment is already being processed.',
  webhookRefused: 'Webhook signature is not valid.',
} as const;

/**
 * The test provider's card numbers (any future expiry, any 3-digit security code), after Stripe's:
 * one that succeeds, one that is declined, and one whose first charge fails with a temporary error
 * and whose next attempt succeeds.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  retry: '4000000000000119',
} as const;

/** Invoice list page size (dashboard §9 "Message lists default to page 1 with 10 per page", alike). */
export const INVOICE_PAGE_SIZE = 10;

export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'declined', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The header the test provider signs its webhook with: `t=<epoch seconds>,v1=<hex HMAC-SHA256>`. */
export const PAYMENT_SIGNATURE_HEADER = 'Proofdesk-Signature';
