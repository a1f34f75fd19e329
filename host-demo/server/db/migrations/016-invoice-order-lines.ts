import type { Migration } from '../migrate';

// A pay-as-you-go order bought through the cart (issue 25): its invoice line names the order, so
// the payment that settles the invoice can publish it (orders/create.ts publishPaidOrders).
export const invoiceOrderLines: Migration = {
  version: 16,
  name: 'invoice lines of pay-as-you-go orders',
  sql: `
ALTER TABLE invoice_lines ADD COLUMN order_id TEXT REFERENCES orders(id) ON DELETE SET NULL;
CREATE INDEX invoice_lines_order ON invoice_lines(order_id);
`,
};
