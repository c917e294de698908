/**
 * Saves text as a file through a temporary Blob link. With `bom` (the default, for CSV) it starts with a byte-order
 * mark, which makes spreadsheet programs read the file as UTF-8; an iCalendar file must start with its BEGIN line.
 */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8', bom = true) {
  const url = URL.createObjectURL(new Blob(bom ? ['\uFEFF', text] : [text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
