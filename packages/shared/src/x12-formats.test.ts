import { describe, expect, it } from 'vitest';
import {
  diagnosesField,
  FormatMsg,
  icd10Code,
  isProcedureCode,
  isUsStateCode,
  procedureCodeField,
  X12_RESERVED,
} from './x12-formats.js';

describe('the formats of claim values', () => {
  it('procedure codes: HCPCS level II (a letter and 4 digits) or CPT, nothing with a delimiter', () => {
    expect(['W1726', 'T2025', 'H2023', 'Z0000', '97153', '0001F'].every(isProcedureCode)).toBe(true);
    expect(['W172', 'WW1726', 'W17260', 'W1726*', 'W1726~', 'W17:6', 'w1726', ''].some(isProcedureCode)).toBe(false);
    const field = procedureCodeField('Service Code is required');
    expect(field.parse(' w1726 ')).toBe('W1726');
    expect(field.safeParse('W1726*~X:Y').error?.issues[0]?.message).toBe(FormatMsg.procedureCode);
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Service Code is required');
  });

  it('ICD-10 codes with or without the dot, U codes left out as before; several separated by commas', () => {
    expect(['F84.0', 'f840', 'F70', 'G80.9', 'S72.001A', 'Z99.89'].map(icd10Code)).toEqual([
      'F840',
      'F840',
      'F70',
      'G809',
      'S72001A',
      'Z9989',
    ]);
    expect(['F8', '84.0', 'F84.0*', 'F8.40', 'U07.1', 'F84.00000'].map(icd10Code)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    const field = diagnosesField(50);
    expect(field.parse('f84.0 F70;g80.9')).toBe('F84.0, F70, G80.9');
    expect(field.parse('')).toBeNull();
    expect(field.safeParse('F84.0~ISA').error?.issues[0]?.message).toBe(FormatMsg.diagnosisInvalid);
  });

  it('states are the US codes; reserved characters include every separator and control character', () => {
    expect(['PA', 'NJ', 'DC', 'PR', 'GU'].every(isUsStateCode)).toBe(true);
    expect(['pa', 'ZZ', 'PA~', 'Pennsylvania'].some(isUsStateCode)).toBe(false);
    for (const c of ['*', '~', ':', '^', '|', '\n', '\r', '\t', '\u0000', '\u0085', '\u2028']) {
      expect(X12_RESERVED.test(`a${c}b`), JSON.stringify(c)).toBe(true);
    }
    expect(X12_RESERVED.test("O'Brien & Sons, Inc. #2 (A-B)/C")).toBe(false);
  });
});
