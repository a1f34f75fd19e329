export { checkout } from './checkout';
export { EXTRA_RESOURCES, extrasForSale, STORAGE_EXTRA_MONTHS } from './extras';
export {
  type Answer,
  IDEMPOTENCY_MESSAGES,
  type IdempotentCall,
  once,
} from './idempotency';
export { createInvoice, type InvoiceOwner } from './invoices';
export { applyPaidInvoice, type PaidInvoiceContext, type PaidInvoiceOutcome } from './paid-invoice';
export { switchToMembership } from './plan-purchase';
export { DEFAULT_CURRENCY, type PricingResult, priceCart } from './pricing';
