import { describe, expect, it } from 'vitest';
import { csvText, decimalAmount } from './csv';

describe('decimalAmount', () => {
  it('writes minor units as a decimal with two places', () => {
    expect(decimalAmount(2000)).toBe('20.00');
    expect(decimalAmount(-1205)).toBe('-12.05');
    expect(decimalAmount(7)).toBe('0.07');
  });
});

describe('csvText', () => {
  const line = (fields: string[]) => csvText(['h'], [fields]).split('\r\n')[1];

  it('ends every record with CRLF, the header first', () => {
    expect(csvText(['Date', 'Amount'], [['2026-12-07', '1.00']])).toBe(
      'Date,Amount\r\n2026-12-07,1.00\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(line(['Top-up, by card'])).toBe('"Top-up, by card"');
    expect(line(['say "hi"'])).toBe('"say ""hi"""');
    expect(csvText(['h'], [['two\nlines', 'a\rb']])).toBe('h\r\n"two\nlines","a\rb"\r\n');
  });

  it('defuses a text a spreadsheet would run as a formula, but keeps negative amounts', () => {
    expect(line(['=HYPERLINK("x")'])).toBe(`"'=HYPERLINK(""x"")"`);
    expect(line(['@SUM(A1)', '+1+1'])).toBe("'@SUM(A1),'+1+1");
    expect(line(['-12.50'])).toBe('-12.50');
  });
});
