import { csvCell, csvLine } from './csv';

describe('csv', () => {
  it('leaves plain cells alone and quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Księgarnie')).toBe('Księgarnie');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('keeps text that starts like a formula from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+48 123')).toBe("'+48 123");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every line with CRLF', () => {
    expect(csvLine(['seq', 'actor'])).toBe('seq,actor\r\n');
    expect(csvLine([1, '=1,"2"'])).toBe(`1,"'=1,""2"""\r\n`);
  });
});
