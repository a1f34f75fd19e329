export { invoiceDetail, invoiceNumber, invoicePage } from './invoices';
export { addMethod, changeMethod, deleteMethod, listMethods, type MethodChange, readMethod } from './methods';
export { confirmCharge, PAY_MESSAGES, type PayContext, payInvoice } from './pay';
export type {
  CardDetails,
  ChargeOutcome,
  ChargeRequest,
  ChargeSucceededEvent,
  PaymentProvider,
} from './provider';
export { signPayload, verifySignature } from './signature';
export { cardBrand, createTestProvider, luhnValid, TEST_PROVIDER, type TestProvider } from './test-provider';
