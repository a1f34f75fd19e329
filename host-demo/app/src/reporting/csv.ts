// CSV export of a report table, done in the browser: exactly the rows and columns the table shows
// (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote or a
// line break, quotes doubled). A text cell starting with =, +, - or @ gets a leading apostrophe so a
// spreadsheet does not run it as a formula (numbers are written as numbers). A UTF-8 byte order
// mark leads the file so spreadsheet programs read accents right.

export type CsvCell = string | number | null;

export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  let text = typeof cell === 'number' ? String(cell) : cell;
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Saves `text` as `fileName` through a temporary object URL (no server round trip). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
