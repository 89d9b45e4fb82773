import { describe, expect, it } from 'vitest';
import { errorResponse } from './auth.js';
import { ERROR_CODES, ERROR_STATUS, ErrorCode } from './error-codes.js';

describe('the error code list', () => {
  it('names each code once, as its own value', () => {
    for (const [key, value] of Object.entries(ErrorCode)) expect(value, key).toBe(key);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('gives every code exactly one HTTP error status, and nothing else a status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      expect(Number.isInteger(status), code).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThanOrEqual(599);
    }
  });

  it('answers a missing degree with 403, a refusal of who asks', () => {
    expect(ERROR_STATUS[ErrorCode.DEGREE_REQUIRED]).toBe(403);
  });

  it('is the error body’s list of codes', () => {
    const body = { code: 403, error: ErrorCode.DEGREE_REQUIRED, message: 'No.' };
    expect(errorResponse.safeParse(body).success).toBe(true);
    expect(errorResponse.safeParse({ ...body, error: 'SOMETHING_ELSE' }).success).toBe(false);
  });
});
