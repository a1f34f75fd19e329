export { createInvoice, type InvoiceOwner } from './invoices';
export { DEFAULT_CURRENCY, type PricingResult, priceCart } from './pricing';
