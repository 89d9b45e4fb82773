import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('zod configuration', () => {
  it('turns off the eval probe the Content-Security-Policy would report', () => {
    expect(z.config().jitless).toBe(true);
  });
});
