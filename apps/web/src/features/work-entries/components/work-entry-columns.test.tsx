import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WorkEntryOut } from '@hearth/shared';
import { ResponsiveList } from '../../../components/list';
import { buildWorkEntry } from '../test-fixtures';
import { BilledText } from './BilledNotice';
import { workEntryColumns } from './work-entry-columns';

function renderRow(entry: WorkEntryOut) {
  render(
    <MemoryRouter>
      <ResponsiveList
        rows={[entry]}
        columns={workEntryColumns('com', false)}
        getRowKey={(r) => r.workEntryId}
        label="Work entries"
        emptyText="No Work Entries"
      />
    </MemoryRouter>,
  );
  return screen.getAllByRole('row')[1]!;
}

describe('work entry columns', () => {
  it('offers Edit for an entry not billed', () => {
    const entry = buildWorkEntry({ claimBatchId: null });
    const row = renderRow(entry);
    expect(within(row).getByRole('link', { name: `Edit ${entry.entryName}` })).toHaveAttribute(
      'href',
      `/admin/edit-timeSheet?id=${entry.workEntryId}`,
    );
  });

  it('offers no edit of a billed entry, and says why', () => {
    const entry = buildWorkEntry({ claimBatchId: 12, claimCorrectable: false });
    const row = renderRow(entry);
    expect(within(row).queryByRole('link', { name: /Edit|Correct/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('img', { name: `${entry.entryName}: ${BilledText.title(12)}` })).toBeInTheDocument();
    expect(within(row).queryByText(BilledText.correctableMarker)).not.toBeInTheDocument();
  });

  it('marks an entry the payer denied or short-paid and leads to its correction', () => {
    const entry = buildWorkEntry({ claimBatchId: 12, claimCorrectable: true });
    const row = renderRow(entry);
    expect(within(row).getByText(BilledText.correctableMarker)).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: `${entry.entryName}: Correct it: denied or short-paid on claim batch 12` }),
    ).toHaveAttribute('href', `/admin/edit-timeSheet?id=${entry.workEntryId}`);
  });
});
