import { describe, expect, it } from 'vitest';
import { createClientBody } from './clients.js';
import { listQuery } from './list-query.js';
import { Msg } from './messages.js';
import { isStorableText } from './text.js';
import { updateVisitBody } from './work-entries.js';

describe('isStorableText', () => {
  it('refuses a NUL and a lone surrogate, keeps real characters', () => {
    expect(isStorableText('Ada Lovelace, 12 Gay St')).toBe(true);
    expect(isStorableText('Likes music 🎵 and café')).toBe(true);
    expect(isStorableText('Ad\u0000a')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('a\uDC00b')).toBe(false);
    expect(isStorableText('\uDFB5\uD83C')).toBe(false);
  });
});

describe('the shared schemas', () => {
  const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('say which field holds text that cannot be saved, as the web forms show it', () => {
    expect(issue(listQuery.safeParse({ name: 'Ad\u0000a' }))).toEqual([['name', Msg.unstorableText]]);
    expect(issue(updateVisitBody.safeParse({ workEntryId: 1, notes: 'Arrived\uD800' }))).toEqual([
      ['notes', Msg.unstorableText],
    ]);
    const client = createClientBody.safeParse({ firstName: 'Ad\u0000a', memo: 'x\u0000' });
    expect(issue(client)).toEqual(
      expect.arrayContaining([
        ['firstName', Msg.unstorableText],
        ['memo', Msg.unstorableText],
      ]),
    );
  });
});
