import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileMsg, type FileRef } from '@hearth/shared';
import { apiError, mockApi } from '../../test/fetch-mock';
import { signIn, TestProviders } from '../../test/render';
import { downloadName, FileAttachments, FileList } from './index';

const report: FileRef = { name: 'quarterly-report.pdf', documentKey: 'k1', fileType: 'pdf', url: 'k1' };
const sheet: FileRef = { name: 'hours.xlsx', documentKey: 'k2', fileType: 'xlsx', url: 'k2' };

function Attachments({ initial = [] as FileRef[], onChange = (_: FileRef[]) => undefined }) {
  const [files, setFiles] = useState<FileRef[]>(initial);
  return (
    <FileAttachments
      files={files}
      category="client"
      onChange={(next) => {
        setFiles(next);
        onChange(next);
      }}
    />
  );
}

function renderWith(ui: React.ReactNode) {
  const user = userEvent.setup({ delay: null });
  return { ...render(<TestProviders>{ui}</TestProviders>), user };
}

describe('files', () => {
  it('uploads with category and bearer token, adds the file and toasts File uploaded.', async () => {
    signIn();
    const api = mockApi({ 'POST /file/upload': { body: { key: 'client/abc' } } });
    const onChange = vi.fn();
    const { user } = renderWith(<Attachments onChange={onChange} />);
    expect(screen.getByText(FileMsg.noFiles)).toBeInTheDocument();

    const fetchMock = vi.mocked(fetch);
    await user.upload(
      screen.getByLabelText('UPLOAD FILE'),
      new File(['%PDF-1.4'], 'care-plan.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByText(FileMsg.uploaded)).toBeInTheDocument();
    const init = fetchMock.mock.calls[0]![1]!;
    const form = init.body as FormData;
    expect(form.get('category')).toBe('client');
    expect((form.get('file') as File).name).toBe('care-plan.pdf');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer test-token');
    expect(api.callsTo('POST /file/upload')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([
      { name: 'care-plan.pdf', documentKey: 'client/abc', fileType: 'pdf', url: 'client/abc' },
    ]);
    expect(screen.getByRole('button', { name: 'Download care-plan.pdf' })).toHaveTextContent('care-plan....');
  });

  it('warns File upload fail., or the server message for a 415', async () => {
    signIn();
    const api = mockApi({ 'POST /file/upload': apiError(500, 'HTTP_ERROR', 'boom') });
    const { user } = renderWith(<Attachments />);
    await user.upload(screen.getByLabelText('UPLOAD FILE'), new File(['x'], 'a.pdf'));
    expect(await screen.findByText(FileMsg.uploadFailed)).toBeInTheDocument();

    api.set('POST /file/upload', apiError(415, 'UNSUPPORTED_FILE_TYPE', FileMsg.unsupportedType, 'file'));
    await user.upload(screen.getByLabelText('UPLOAD FILE'), new File(['x'], 'renamed.png'));
    expect(await screen.findByText(FileMsg.unsupportedType)).toBeInTheDocument();
    expect(screen.getByText(FileMsg.noFiles)).toBeInTheDocument();
  });

  it('truncates names to 10 characters with the full name in a tooltip, icons by type', async () => {
    const { user } = renderWith(<FileList files={[report, sheet]} />);
    const tile = screen.getByRole('button', { name: 'Download quarterly-report.pdf' });
    expect(tile).toHaveTextContent('quarterly-...');
    expect(screen.getByRole('button', { name: 'Download hours.xlsx' })).toHaveTextContent('hours.xlsx');
    expect(tile.querySelector('[data-kind="pdf"]')).not.toBeNull();
    expect(
      screen.getByRole('button', { name: 'Download hours.xlsx' }).querySelector('[data-kind="xls"]'),
    ).not.toBeNull();
    // Read-only by default: no delete icons.
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.hover(tile);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('quarterly-report.pdf');
  });

  it('asks before removing a file; NO keeps it, YES removes it', async () => {
    const onChange = vi.fn();
    const { user } = renderWith(<Attachments initial={[report, sheet]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Delete quarterly-report.pdf' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(FileMsg.confirmDelete)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete quarterly-report.pdf' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(onChange).toHaveBeenCalledWith([sheet]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Download quarterly-report.pdf' })).not.toBeInTheDocument(),
    );
  });

  it('downloads through a presigned URL and saves as name.fileType', async () => {
    signIn();
    const api = mockApi({
      'GET /file/presigned_url': { body: { url: '/api/v1/file/download?key=k1&sig=s' } },
      'GET /file/download': { body: 'bytes' },
    });
    const createUrl = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('quarterly-report.pdf');
    });
    const { user } = renderWith(<FileList files={[report]} />);
    await user.click(screen.getByRole('button', { name: 'Download quarterly-report.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET /file/presigned_url')[0]!.query.get('key')).toBe('k1');
    expect(downloadName({ name: 'plan', fileType: 'docx' })).toBe('plan.docx');
  });
});
