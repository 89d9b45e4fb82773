import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listEnvelope } from '@hearth/shared';
import { TestProviders } from '../../test/render';
import { mockApi } from '../../test/fetch-mock';
import {
  CreateNewButton,
  ListPagination,
  ListToolbar,
  resetAllListStates,
  ResponsiveList,
  useListQuery,
  usePersistentListState,
  type ListColumn,
} from './index';

type Row = { id: number; name: string; city: string };
const rowList = listEnvelope(z.object({ id: z.number(), name: z.string(), city: z.string() }));
const columns: ListColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (r) => r.name },
  { key: 'city', header: 'City', render: (r) => r.city },
  { key: 'view', header: '', actions: true, render: (r) => <button aria-label={`View ${r.name}`}>v</button> },
];

function DemoList({ storageKey = 'demo' }: { storageKey?: string }) {
  const list = usePersistentListState(storageKey);
  const query = useListQuery({ key: 'demo', path: '/demo', state: list.state, schema: rowList });
  return (
    <>
      <ListToolbar
        list={list}
        sorts={['recent', 'name_asc', { value: 'city_desc', label: 'City Z-A' }]}
        actions={<CreateNewButton to="/new" />}
      />
      <ResponsiveList
        rows={query.data?.data}
        columns={columns}
        getRowKey={(r) => r.id}
        label="Demo"
        emptyText="No Demo"
        fetching={query.isFetching}
        error={query.error}
      />
      <ListPagination list={list} recordCount={query.data?.recordCount ?? 0} />
    </>
  );
}

function renderDemo() {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <TestProviders>
      <MemoryRouter>
        <DemoList />
      </MemoryRouter>
    </TestProviders>,
  );
  return { ...view, user };
}

const rows = (n: number, offset = 0): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: offset + i + 1, name: `Person ${offset + i + 1}`, city: 'Erie' }));

function demoApi(recordCount = 3) {
  return mockApi({
    'GET /demo': ({ query }) => {
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      return { body: { data: rows(Math.min(limit, recordCount - offset), offset), recordCount } };
    },
  });
}

const lastQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET /demo').at(-1)!.query;

describe('list toolkit', () => {
  it('sends offset, limit, filter, status and no name by default, and shows rows in a table', async () => {
    const api = demoApi();
    renderDemo();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    const q = lastQuery(api);
    expect(Object.fromEntries(q)).toEqual({ offset: '0', limit: '10', filter: 'recent', status: '0' });
    expect(screen.getByRole('table', { name: 'Demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREATE NEW' })).toHaveAttribute('href', '/new');
  });

  it('searches only at 3+ characters, on Enter, and when cleared', async () => {
    const api = demoApi();
    const { user } = renderDemo();
    await screen.findByText('Person 1');
    const box = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(box, 'ab');
    await new Promise((r) => setTimeout(r, 400));
    expect(api.callsTo('GET /demo').every((c) => !c.query.has('name'))).toBe(true);

    await user.type(box, '{Enter}');
    await waitFor(() => expect(lastQuery(api).get('name')).toBe('ab'));

    await user.type(box, 'c');
    await waitFor(() => expect(lastQuery(api).get('name')).toBe('abc'));

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(lastQuery(api).has('name')).toBe(false));
    expect(box).toHaveValue('');
  });

  it('changes status and sort, and pages with offset = page × size', async () => {
    const api = demoApi(57);
    const { user } = renderDemo();
    await screen.findByText('Person 1');
    expect(screen.getByText('1–10 of 57')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(api).get('offset')).toBe('10'));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('5'));
    expect(lastQuery(api).get('offset')).toBe('0');

    await user.click(screen.getByRole('combobox', { name: 'Filter' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Recently Added', 'Name (A-Z)', 'City Z-A']);
    await user.click(screen.getByRole('option', { name: 'City Z-A' }));
    await waitFor(() => expect(lastQuery(api).get('filter')).toBe('city_desc'));

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100', '200']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(lastQuery(api).get('limit')).toBe('25'));
  });

  it('remembers the settings across remounts until resetAllListStates()', async () => {
    const api = demoApi(57);
    const first = renderDemo();
    await screen.findByText('Person 1');
    await first.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Per{Enter}');
    await first.user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(api).get('offset')).toBe('10'));
    first.unmount();

    const second = renderDemo();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Per');
    await waitFor(() => expect(lastQuery(api).get('offset')).toBe('10'));
    expect(lastQuery(api).get('name')).toBe('Per');
    second.unmount();

    resetAllListStates();
    renderDemo();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() => expect(lastQuery(api).get('offset')).toBe('0'));
    expect(lastQuery(api).has('name')).toBe(false);
  });

  it('shows the empty-state text', async () => {
    demoApi(0);
    renderDemo();
    expect(await screen.findByText('No Demo')).toBeInTheDocument();
  });

  it('shows cards on phones', async () => {
    window.innerWidth = 375;
    demoApi(2);
    renderDemo();
    const cards = await screen.findByRole('list', { name: 'Demo' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('button', { name: 'View Person 2' })).toBeInTheDocument();
  });
});
