import { screen, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isFileAccepted } from '../index';
// The component itself; the package entry exports a lazy wrapper (see lazy-components.test.tsx).
import { FileDropZone } from '../components/file-drop-zone';
import { renderWithDesignSystem } from '../testing';

function file(name: string, type: string, size: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const IMAGES = ['image/png', 'image/jpeg'];

describe('FileDropZone', () => {
  it('states the accepted types and size limit', () => {
    renderWithDesignSystem(<FileDropZone label="Front of ID" accept={IMAGES} onFilesAccepted={() => {}} />);
    expect(screen.getByText('PNG, JPG, or JPEG · up to 2 MB per file')).toBeInTheDocument();
  });
  it('passes accepted files on and refuses a wrong type with a localised message', async () => {
    const onFilesAccepted = jest.fn();
    const onFilesRejected = jest.fn();
    renderWithDesignSystem(
      <FileDropZone label="Photos" accept={IMAGES} multiple onFilesAccepted={onFilesAccepted} onFilesRejected={onFilesRejected} />,
    );
    const input = screen.getByTestId('file-input');
    const ok = file('beach.jpg', 'image/jpeg', 500_000);
    const bad = file('contract.pdf', 'application/pdf', 10_000);
    await userEvent.upload(input, [ok, bad], { applyAccept: false });
    expect(onFilesAccepted).toHaveBeenCalledWith([ok]);
    expect(onFilesRejected).toHaveBeenCalledWith([{ file: bad, reason: 'type' }]);
    expect(within(screen.getByRole('alert')).getByText('“contract.pdf” isn\'t an accepted file type. Use PNG, JPG, or JPEG.')).toBeInTheDocument();
  });
  it('refuses files over 2 MB by default', async () => {
    const onFilesAccepted = jest.fn();
    renderWithDesignSystem(<FileDropZone label="Photo" accept={IMAGES} onFilesAccepted={onFilesAccepted} />);
    await userEvent.upload(screen.getByTestId('file-input'), file('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(onFilesAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('“huge.png” is larger than 2 MB.');
  });
  it('explains the refusal in Arabic', async () => {
    renderWithDesignSystem(<FileDropZone label="المستندات" accept={['application/pdf']} onFilesAccepted={() => {}} />, { locale: 'ar' });
    await userEvent.upload(screen.getByTestId('file-input'), file('صورة.png', 'image/png', 1000), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('نوع الملف «صورة.png» غير مقبول. استخدم PDF.');
  });
  it('accepts dropped files', () => {
    const onFilesAccepted = jest.fn();
    renderWithDesignSystem(<FileDropZone label="Work papers" accept={['application/pdf']} onFilesAccepted={onFilesAccepted} />);
    const pdf = file('licence.pdf', 'application/pdf', 1000);
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [pdf] } });
    expect(onFilesAccepted).toHaveBeenCalledWith([pdf]);
  });
  it('shows per-file progress, completion and failure from the caller', async () => {
    const onRemove = jest.fn();
    renderWithDesignSystem(
      <FileDropZone
        label="Photos"
        accept={IMAGES}
        multiple
        onFilesAccepted={() => {}}
        onRemove={onRemove}
        files={[
          { id: 'a', name: 'a.png', status: 'uploading', progress: 42 },
          { id: 'b', name: 'b.png', status: 'done' },
          { id: 'c', name: 'c.png', status: 'error', error: 'error.fileTooLarge' },
        ]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'a.png' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading 42%')).toBeInTheDocument();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText('The file is larger than the allowed size.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(onRemove).toHaveBeenCalledWith('b');
  });
  it('matches by extension when the browser gives no type', () => {
    expect(isFileAccepted(file('scan.JPG', '', 1), IMAGES)).toBe(true);
    expect(isFileAccepted(file('scan.gif', '', 1), IMAGES)).toBe(false);
    expect(isFileAccepted(file('x.pdf', 'application/pdf', 1), ['.pdf'])).toBe(true);
    expect(isFileAccepted(file('x.webp', 'image/webp', 1), ['image/*'])).toBe(true);
  });
});
