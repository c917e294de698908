import { describe, expect, it } from 'vitest';
import type { CallbackRequest } from '../../../src/backend/types';
import { csvCell, csvFileName, enquiriesCsv, toCsv } from '../../../src/features/admin/enquiries/csv';

describe('CSV export', () => {
  it('quotes every cell, doubling the quotes, so commas, semicolons and line breaks stay inside it', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('a; b')).toBe('"a; b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell('')).toBe('""');
  });

  it('guards against spreadsheet formulas by prefixing a quote, also after leading spaces', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+971501234567')).toBe(`"'+971501234567"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('  =1+1')).toBe(`"'  =1+1"`);
    expect(csvCell('\u00a0@cmd')).toBe(`"'\u00a0@cmd"`);
    expect(csvCell(' \n-2')).toBe(`"' \n-2"`);
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd,e'],
      ]),
    ).toBe('"a","b"\r\n"c","d,e"\r\n');
  });

  it('lets no formula through a spreadsheet that splits on semicolons', () => {
    const csv = toCsv([['x;=1+1', 'a;+2;@SUM(A1)']]);
    // Split as a semicolon-separated reader does: on semicolons outside quotes.
    const fields = csv.trimEnd().match(/("([^"]|"")*"|[^;"]+)+/g) ?? [];
    const formula = (field: string) => /^\s*[=+\-@]/.test(field.replace(/^"/, ''));
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter(formula)).toEqual([]);
    // Unquoted, the same cells would have been split into formulas.
    expect('x;=1+1,a;+2;@SUM(A1)'.split(';').filter(formula)).not.toEqual([]);
  });

  it('exports enquiries with a header row, in the given order', () => {
    const request: CallbackRequest = {
      id: '1',
      name: 'Layla, "VIP"',
      phone: '+971501234567',
      preferredTime: '18:30',
      message: 'Sunset\ncruise',
      createdAt: '2025-05-01T10:00:00.000Z',
      status: 'new',
    };
    const csv = enquiriesCsv([
      request,
      { ...request, id: '2', name: 'Omar', message: '', status: 'handled' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Received","Name","Phone","Preferred time","Message","Status"',
      `"2025-05-01T10:00:00.000Z","Layla, ""VIP""","'+971501234567","18:30","Sunset\ncruise","new"`,
      `"2025-05-01T10:00:00.000Z","Omar","'+971501234567","18:30","","handled"`,
      '',
    ]);
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date('2025-05-01T10:00:00Z'))).toBe('enquiries-2025-05-01.csv');
  });
});
