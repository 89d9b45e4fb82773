import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/render';
import { assignedClientSource } from '../api';
import { rememberCatalogue } from './remembered';

describe('the Search Client picker with no signal', () => {
  it("searches the phone's visit catalogue", async () => {
    signIn({ userId: 7 });
    await rememberCatalogue(7, {
      day: '2026-11-25',
      data: [
        { clientId: 22, name: 'Thompson, Mark', goalsOutcomes: null, services: [] },
        { clientId: 23, name: 'Baker, Ann', goalsOutcomes: null, services: [] },
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const signal = new AbortController().signal;
    expect(await assignedClientSource.load({ search: 'Thompson', limit: 50 }, signal)).toEqual([
      { id: 22, label: 'Thompson, Mark' },
    ]);
    expect(await assignedClientSource.load({ ids: [23] }, signal)).toEqual([{ id: 23, label: 'Baker, Ann' }]);
  });
});
