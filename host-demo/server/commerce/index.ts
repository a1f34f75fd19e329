export { checkout } from './checkout';
export {
  type Answer,
  IDEMPOTENCY_MESSAGES,
  type IdempotentCall,
  once,
} from './idempotency';
export { createInvoice, type InvoiceOwner } from './invoices';
export { DEFAULT_CURRENCY, type PricingResult, priceCart } from './pricing';
