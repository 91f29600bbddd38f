import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
/** Spec §5/§9: 2 MB per document (the API's MAX_UPLOAD_BYTES; not imported to keep zod out of this chunk). */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const Slot = styled.label<{ $filled: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  min-block-size: 96px;
  padding: ${({ theme }) => theme.spacing[4]};
  border: 2px dashed ${({ theme, $filled }) => ($filled ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  cursor: pointer;
  input {
    inline-size: 1px;
    block-size: 1px;
    opacity: 0;
    position: absolute;
  }
`;
const Err = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
export type SlotKind = 'image' | 'pdf';

/**
 * One document slot: png/jpg/jpeg (identity) or PDF (work papers), 2 MB at most (spec §5). The
 * type is checked here for a clear message; the API checks the bytes again.
 */
export function FileSlot({ label, kind, required, fileName, error, onFile, testId }: { label: string; kind: SlotKind; required?: boolean; fileName: string | null; error?: string | null; onFile: (file: File) => void; testId: string }) {
  const intl = useIntl();
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const accept = kind === 'pdf' ? 'application/pdf,.pdf' : 'image/png,image/jpeg,.png,.jpg,.jpeg';
  return (
    <Slot $filled={!!fileName} htmlFor={id} data-testid={testId}>
      <strong>
        {label}
        {required ? ' *' : ''}
      </strong>
      <span>{fileName ?? intl.formatMessage({ id: kind === 'pdf' ? 'verification.file.choosePdf' : 'verification.file.chooseImage' })}</span>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          const okType = kind === 'pdf' ? f.type === 'application/pdf' || /\.pdf$/i.test(f.name) : IMAGE_TYPES.includes(f.type);
          if (!okType) return setLocal(intl.formatMessage({ id: kind === 'pdf' ? 'verification.file.pdfOnly' : 'verification.file.imageOnly' }));
          if (f.size > MAX_UPLOAD_BYTES) return setLocal(intl.formatMessage({ id: 'verification.file.tooLarge' }));
          setLocal(null);
          onFile(f);
        }}
      />
      {(local || error) && <Err role="alert">{local ?? error}</Err>}
    </Slot>
  );
}
