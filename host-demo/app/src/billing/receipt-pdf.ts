import type { InvoiceDetail } from 'proofdesk/contract';
import { displayDate, fill, money, statusLabel } from './format';
import { billingMessages as m } from './messages';

/** The receipt's lines of text, in order (also what `pdftotext` reads back). */
export function receiptText(invoice: InvoiceDetail, siteName: string): string[] {
  const paid = invoice.payments.find((payment) => payment.status === 'succeeded');
  const lines = [
    `${siteName} - ${m.pdfTitle}`,
    `${m.pdfInvoice}: ${invoice.number}`,
    `${m.pdfDate}: ${displayDate(invoice.createdAt)}`,
    `${m.status}: ${statusLabel(invoice.status)}`,
  ];
  if (invoice.paidAt) lines.push(`${m.pdfPaid}: ${displayDate(invoice.paidAt)}`);
  if (paid) lines.push(`${m.pdfMethod}: ${paid.brand} **** ${paid.last4}`);
  lines.push(
    '',
    `${m.pdfBillTo}: ${[invoice.billTo.company, invoice.billTo.name, invoice.billTo.email].filter(Boolean).join(', ')}`,
    '',
  );
  for (const line of invoice.lines) {
    lines.push(
      `${line.name}  ${line.qty} x ${money(line.price, invoice.currency)}  ${money(line.amount, invoice.currency)}`,
    );
  }
  lines.push(
    '',
    `${m.subTotal}: ${money(invoice.subTotal, invoice.currency)}`,
    `${m.total}: ${money(invoice.total, invoice.currency)}`,
    '',
    m.pdfThanks,
  );
  return lines;
}

/**
 * The receipt as a PDF, drawn with jsPDF (loaded only when asked for) as real text, so a screen
 * reader or `pdftotext` reads it. Downloads `receipt-<number>.pdf`.
 */
export async function downloadReceipt(invoice: InvoiceDetail, siteName: string): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: fill(m.receiptFor, { number: invoice.number }) });
  let y = 56;
  receiptText(invoice, siteName).forEach((text, index) => {
    doc.setFont('helvetica', index === 0 ? 'bold' : 'normal');
    doc.setFontSize(index === 0 ? 18 : 11);
    if (text) doc.text(text, 48, y);
    y += index === 0 ? 28 : 16;
  });
  doc.save(`receipt-${invoice.number}.pdf`);
}
