import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildWorkEntry } from '../test-fixtures';
import { BilledNotice, BilledText } from './BilledNotice';

const renderNotice = (entry: Parameters<typeof BilledNotice>[0]['entry'], backTo?: string) =>
  render(
    <MemoryRouter>
      <BilledNotice entry={entry} backTo={backTo} />
    </MemoryRouter>,
  );

describe('BilledNotice', () => {
  it('says nothing for an entry not billed', () => {
    const { container } = renderNotice(buildWorkEntry({ claimBatchId: null }));
    expect(container).toBeEmptyDOMElement();
  });

  it('says a billed entry is locked until its batch is voided', () => {
    renderNotice(buildWorkEntry({ claimBatchId: 12, claimCorrectable: false }), '/admin/view-timeSheet?id=1');
    expect(screen.getByText(BilledText.title(12))).toBeInTheDocument();
    expect(screen.getByText(BilledText.body)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim batches' })).toHaveAttribute('href', '/admin/claims?tab=batches');
    expect(screen.getByRole('link', { name: 'Back to the entry' })).toHaveAttribute(
      'href',
      '/admin/view-timeSheet?id=1',
    );
  });

  it('says a denied or short-paid entry may be corrected now, then sent again from its batch', () => {
    renderNotice(buildWorkEntry({ claimBatchId: 12, claimCorrectable: true }));
    expect(screen.getByText('Denied or short-paid by the payer on claim batch 12')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The payer did not pay this entry in full. You can correct it now; then send its claim again as a replacement from claim batch 12.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(BilledText.body)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim batch 12' })).toHaveAttribute('href', '/admin/claims/batches/12');
  });
});
