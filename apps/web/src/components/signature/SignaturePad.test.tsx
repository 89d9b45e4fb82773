import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { FAKE_SIGNATURE } from './fake-signature-canvas';
import { SignaturePad } from './SignaturePad';

vi.mock('./SignatureCanvas', () => import('./fake-signature-canvas'));

function Harness({
  initial,
  readOnly,
  onChange,
}: {
  initial: string | null;
  readOnly?: boolean;
  onChange: (v: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TestProviders>
      <SignaturePad
        value={value}
        readOnly={readOnly}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </TestProviders>
  );
}

describe('SignaturePad', () => {
  it('draws a new signature and clears it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={null} onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Clear signature' });
    expect(clear).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sign the signature pad' }));
    expect(onChange).toHaveBeenLastCalledWith(FAKE_SIGNATURE);
    expect(screen.getByText('Signed')).toBeInTheDocument();
    await user.click(clear);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(clear).toBeDisabled();
  });

  it('shows an existing signature with EDIT, which starts a new one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={FAKE_SIGNATURE} onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', FAKE_SIGNATURE);
    await user.click(screen.getByRole('button', { name: 'Edit signature' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img', { name: 'Signature' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign the signature pad' })).toBeInTheDocument();
  });

  it('only shows the image when read-only', () => {
    render(<Harness initial={null} readOnly onChange={vi.fn()} />);
    expect(screen.getByText('No signature')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
