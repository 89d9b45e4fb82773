import { useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignatureMsg } from '@hearth/shared';
import { seriousAxeViolations } from '../../test/axe';
import { TestProviders } from '../../test/render';
import { FAKE_SIGNATURE } from './fake-signature-canvas';
import { SignatureBlock, type SignatureBlockHandle } from './SignatureBlock';
import { SignatureSummary } from './SignatureSummary';
import { EMPTY_SIGNATURE, signatureBody, SignatureBlockText, type SignatureValue } from './signature-value';

vi.mock('./SignatureCanvas', () => import('./fake-signature-canvas'));

function Harness({ initial = EMPTY_SIGNATURE, error }: { initial?: SignatureValue; error?: string }) {
  const [value, setValue] = useState(initial);
  const block = useRef<SignatureBlockHandle>(null);
  return (
    <TestProviders>
      <SignatureBlock ref={block} value={value} onChange={setValue} error={error} />
      <button type="button" onClick={() => block.current?.focus()}>
        Go to what is missing
      </button>
      <output data-testid="body">{JSON.stringify(signatureBody(value))}</output>
    </TestProviders>
  );
}

const body = () => JSON.parse(screen.getByTestId('body').textContent!) as Record<string, unknown>;

describe('SignatureBlock', () => {
  it('offers three ways under one legend; the pad is focusable and says how to sign instead', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: SignatureBlockText.legend });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Draw', 'Type name', 'Client cannot sign']);
    expect(screen.getByRole('radio', { name: 'Draw' })).toBeChecked();
    const pad = screen.getByRole('button', { name: 'Sign the signature pad' });
    expect(pad).toHaveAccessibleDescription(SignatureBlockText.drawInstructions);
    await user.click(screen.getByRole('button', { name: 'Go to what is missing' }));
    expect(pad).toHaveFocus();
    await user.click(pad);
    expect(body()).toEqual({
      signature: FAKE_SIGNATURE,
      typedSignature: null,
      noSignatureReason: null,
      noSignatureText: null,
    });
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('keeps a typed name as text, previewed in a script font, and replaces the drawing with it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...EMPTY_SIGNATURE, signature: FAKE_SIGNATURE }} />);
    await user.click(screen.getByRole('radio', { name: 'Type name' }));
    await user.click(screen.getByRole('button', { name: 'Go to what is missing' }));
    const name = screen.getByRole('textbox', { name: SignatureBlockText.typedLabel });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(SignatureBlockText.typedHelp);
    await user.type(name, 'Rosa Alvarez');
    expect(body()).toEqual({
      signature: null,
      typedSignature: 'Rosa Alvarez',
      noSignatureReason: null,
      noSignatureText: null,
    });
    // The preview repeats the field for the eye only.
    const preview = screen.getAllByText('Rosa Alvarez').find((e) => e.getAttribute('aria-hidden') === 'true');
    expect(preview).toBeDefined();
    expect(await seriousAxeViolations()).toEqual([]);

    // Back to Draw: the drawing was kept on the device, and is what would be sent again.
    await user.click(screen.getByRole('radio', { name: 'Draw' }));
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', FAKE_SIGNATURE);
    expect(body()).toMatchObject({ signature: FAKE_SIGNATURE, typedSignature: null });
  });

  it('asks why the client cannot sign from the list, with words for Other', async () => {
    const user = userEvent.setup();
    render(<Harness error={SignatureMsg.reasonTextRequired} />);
    await user.click(screen.getByRole('radio', { name: 'Client cannot sign' }));
    const reason = screen.getByRole('combobox', { name: SignatureBlockText.reasonLabel });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select',
      'Client declined to sign',
      'Client is physically unable to sign',
      'Client was not present at the end of the visit',
      'Other',
    ]);
    await user.click(screen.getByRole('button', { name: 'Go to what is missing' }));
    expect(reason).toHaveFocus();
    await user.selectOptions(reason, 'other');
    await user.click(screen.getByRole('button', { name: 'Go to what is missing' }));
    const words = screen.getByRole('textbox', { name: /Describe why/ });
    expect(words).toHaveFocus();
    expect(words).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(SignatureMsg.reasonTextRequired);
    await user.type(words, 'Asleep at the end');
    expect(body()).toEqual({
      signature: null,
      typedSignature: null,
      noSignatureReason: 'other',
      noSignatureText: 'Asleep at the end',
    });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('SignatureSummary', () => {
  const none = { signature: null, typedSignature: null, noSignatureReason: null, noSignatureText: null };

  it('shows each way as what it is', () => {
    const { rerender } = render(<SignatureSummary entry={{ ...none, typedSignature: 'Rosa Alvarez' }} />);
    expect(screen.getByText('Typed signature')).toBeInTheDocument();
    expect(screen.getByText('Rosa Alvarez')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<SignatureSummary entry={{ ...none, noSignatureReason: 'declined' }} />);
    expect(screen.getByText('Client could not sign: Client declined to sign')).toBeInTheDocument();
    rerender(<SignatureSummary entry={{ ...none, noSignatureReason: 'other', noSignatureText: 'Asleep' }} />);
    expect(screen.getByText('Client could not sign: Asleep')).toBeInTheDocument();
    rerender(<SignatureSummary entry={{ ...none, signature: FAKE_SIGNATURE }} />);
    expect(screen.getByRole('img', { name: 'Signature' })).toHaveAttribute('src', FAKE_SIGNATURE);
    rerender(<SignatureSummary entry={none} />);
    expect(screen.getByText('No signature')).toBeInTheDocument();
  });
});
