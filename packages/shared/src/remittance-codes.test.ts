import { describe, expect, it } from 'vitest';
import { CARC, CARC_COUNT, RARC, carcText, rarcText } from './remittance-codes.js';

describe('the adjustment reason and remark code tables', () => {
  it('gives the meaning of the codes payers send most', () => {
    expect(carcText('1')).toBe('Deductible Amount');
    expect(carcText('2')).toBe('Coinsurance Amount');
    expect(carcText('16')).toMatch(/lacks information/);
    expect(carcText('45')).toMatch(/^Charge exceeds fee schedule/);
    expect(carcText('97')).toMatch(/included in the payment\/allowance for another service/);
    expect(rarcText('N290')).toBe('Missing/incomplete/invalid rendering provider primary identifier.');
    expect(rarcText('M15')).toMatch(/bundled/);
    expect(rarcText('MA130')).toMatch(/unprocessable/);
  });

  it('shows an unknown code as the code itself', () => {
    expect(carcText('ZZZ')).toBe('ZZZ');
    expect(carcText('999')).toBe('999');
    expect(rarcText('N99999')).toBe('N99999');
    expect(rarcText('')).toBe('');
  });

  it('reads a code as the 835 may carry it, padded or in lower case', () => {
    expect(carcText(' 45 ')).toBe(CARC['45']);
    expect(rarcText('n290')).toBe(RARC['N290']);
  });

  it('answers nothing inherited from Object for a code', () => {
    for (const code of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(carcText(code)).toBe(code);
      expect(rarcText(code)).toBe(code);
    }
  });

  it('keys every meaning by a trimmed code of the list’s form, with a non-empty text', () => {
    for (const [table, form] of [
      [CARC, /^(?:[1-9]\d{0,2}|[ABPW]\d{1,2})$/],
      [RARC, /^(?:M|MA|N)\d{1,3}$/],
    ] as const) {
      for (const [code, text] of Object.entries(table)) {
        expect(code, code).toBe(code.trim());
        expect(code, code).toMatch(form);
        expect(text.trim(), code).toBe(text);
        expect(text.length, code).toBeGreaterThan(0);
        expect(text, code).not.toMatch(/Usage:/);
      }
    }
  });

  it('covers at least the 60 most common adjustment reason codes and the common remark codes', () => {
    expect(CARC_COUNT).toBe(Object.keys(CARC).length);
    expect(CARC_COUNT).toBeGreaterThanOrEqual(150);
    expect(Object.keys(RARC).length).toBeGreaterThanOrEqual(60);
    for (const code of ['4', '18', '22', '23', '24', '27', '29', '31', '50', '96', '109', '119', '151', '197', '198'])
      expect(CARC[code], code).toBeDefined();
    for (const code of ['A1', 'B7', 'B9', 'B12', 'B13', 'B15', 'B16', 'B20', 'B22', 'W1'])
      expect(CARC[code], code).toBeDefined();
    for (const code of ['N30', 'N54', 'M51', 'M62', 'N130', 'N362', 'N381', 'N479', 'N20', 'N56', 'MA04', 'MA18'])
      expect(RARC[code], code).toBeDefined();
  });

  it('lists each table in code order', () => {
    const order = (code: string) => {
      const [, prefix = '', digits = '0'] = /^([A-Z]*)(\d+)$/.exec(code) ?? [];
      return [prefix, Number(digits)] as const;
    };
    for (const table of [CARC, RARC]) {
      const codes = Object.keys(table);
      const sorted = [...codes].sort((a, b) => {
        const [pa, na] = order(a);
        const [pb, nb] = order(b);
        return pa === pb ? na - nb : pa < pb ? -1 : 1;
      });
      expect(codes).toEqual(sorted);
    }
  });
});
