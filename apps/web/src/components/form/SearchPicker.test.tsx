import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userOptions } from '@hearth/shared';
import { mockApi, type ApiCall } from '../../test/fetch-mock';
import { signIn, TestProviders } from '../../test/render';
import { optionSource, type PickerOption } from './option-source';
import { SearchPicker } from './SearchPicker';

const STAFF = [
  { userId: 11, name: 'Hopper, Grace' },
  { userId: 12, name: 'Lovelace, Ada' },
  { userId: 13, name: 'Turing, Alan' },
];

/** A fake GET /user/user_list that searches and bounds like the server. */
function staffRoute({ query }: ApiCall) {
  const words = (query.get('search') ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const ids = query.get('ids')?.split(',').map(Number);
  const data = STAFF.filter(
    (s) => (!ids || ids.includes(s.userId)) && words.every((w) => s.name.toLowerCase().includes(w)),
  ).slice(0, Number(query.get('limit') ?? 500));
  return { body: { data } };
}

const source = optionSource({
  key: ['test', 'staff'],
  path: '/user/user_list',
  schema: userOptions,
  toOption: (s) => ({ id: s.userId, label: s.name }),
});

function Harness({
  initial = null,
  onChange,
}: {
  initial?: number | null;
  onChange?: (o: PickerOption | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <SearchPicker
      label="Staff"
      source={source}
      value={value}
      onChange={(picked) => {
        setValue(picked?.id ?? null);
        onChange?.(picked);
      }}
    />
  );
}

function setUp(initial: number | null = null) {
  const api = mockApi({ 'GET /user/user_list': staffRoute });
  signIn();
  const onChange = vi.fn();
  render(
    <TestProviders>
      <Harness initial={initial} onChange={onChange} />
    </TestProviders>,
  );
  const searches = () => api.callsTo('GET /user/user_list').map((c) => [c.query.get('search'), c.query.get('limit')]);
  return { api, onChange, searches, user: userEvent.setup({ delay: null }) };
}

describe('SearchPicker', () => {
  it('asks the server when opened, then once per pause in typing, and shows its answer as is', async () => {
    const { user, searches } = setUp();
    const box = screen.getByRole('combobox', { name: 'Staff' });
    expect(searches()).toEqual([]);
    await user.click(box);
    expect(await screen.findByRole('option', { name: 'Turing, Alan' })).toBeInTheDocument();
    expect(searches()).toEqual([[null, '50']]);

    await user.type(box, 'lov');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Turing, Alan' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Lovelace, Ada']);
    // One call for the typed text (debounced), not one per key.
    expect(searches()).toEqual([
      [null, '50'],
      ['lov', '50'],
    ]);

    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText('No Matches found')).toBeInTheDocument();
  });

  it("keeps the chosen option's label when later results do not include it", async () => {
    const { user, onChange } = setUp();
    const box = screen.getByRole('combobox', { name: 'Staff' });
    await user.click(box);
    await user.type(box, 'ada');
    await user.click(await screen.findByRole('option', { name: 'Lovelace, Ada' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 12, label: 'Lovelace, Ada' });
    expect(box).toHaveValue('Lovelace, Ada');

    await user.keyboard('{Control>}a{/Control}hop');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hopper, Grace']));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(box).toHaveValue('Lovelace, Ada');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('asks for the label of a value chosen elsewhere by id, and is chosen with the keyboard', async () => {
    const { api, user, onChange } = setUp(13);
    const box = screen.getByRole('combobox', { name: 'Staff' });
    await waitFor(() => expect(box).toHaveValue('Turing, Alan'));
    expect(api.callsTo('GET /user/user_list').map((c) => c.query.get('ids'))).toEqual(['13']);

    box.focus();
    await user.keyboard('{Control>}a{/Control}gra');
    await screen.findByRole('option', { name: 'Hopper, Grace' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 11, label: 'Hopper, Grace' });
    expect(box).toHaveValue('Hopper, Grace');
  });
});
