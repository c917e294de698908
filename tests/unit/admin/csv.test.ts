import { describe, expect, it } from 'vitest';
import type { CallbackRequest } from '../../../src/backend/types';
import { csvCell, csvFileName, enquiriesCsv, toCsv } from '../../../src/features/admin/enquiries/csv';

describe('CSV export', () => {
  it('quotes cells with quotes, commas and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell('')).toBe('');
  });

  it('guards against spreadsheet formulas by prefixing a quote', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+971501234567')).toBe("'+971501234567");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd,e'],
      ]),
    ).toBe('a,b\r\nc,"d,e"\r\n');
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
      'Received,Name,Phone,Preferred time,Message,Status',
      `2025-05-01T10:00:00.000Z,"Layla, ""VIP""",'+971501234567,18:30,"Sunset\ncruise",new`,
      "2025-05-01T10:00:00.000Z,Omar,'+971501234567,18:30,,handled",
      '',
    ]);
  });

  it('names the file after the day', () => {
    expect(csvFileName(new Date('2025-05-01T10:00:00Z'))).toBe('enquiries-2025-05-01.csv');
  });
});
