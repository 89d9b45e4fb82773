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

describe('isStorableText (issue 24: what an xlsx export can write)', () => {
  it('refuses the characters XML 1.0 forbids and keeps tab, line breaks and ordinary text', () => {
    for (const bad of ['a\u0000b', 'a\u0001b', 'a\u000Bb', 'a\u001Fb', 'note\uFFFE', 'x\uFFFF', 'a\uD800b', 'a\uDC00'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['Cora Lee Clark', 'line one\nline two\r\n\tindented', 'José Núñez 😀', '\u00A0\u2028'])
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
  });
});
