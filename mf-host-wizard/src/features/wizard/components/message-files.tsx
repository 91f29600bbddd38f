import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { FormFile } from '@tajriba/contracts/host-wizard';
import { Button } from '@tajriba/design-system';
import { useWizardApi, wizardApi } from '../../../shared/wizard-api';
import { ErrorText, Group, Hint } from './ui';
import { useUpload } from './use-upload';

/** PDF, PNG or JPG up to 2 MB each (§9 upload limit); the API sniffs the content again. */
const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** formFileSchema allows five files per message. */
export const MAX_MESSAGE_FILES = 5;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;
const Bar = styled.progress`
  inline-size: 200px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/**
 * The files a scheduled message carries (§3 hosting tools `filesIds`): attach with upload
 * progress, open, remove. A refused file says why and keeps the others.
 */
export function MessageFiles({ value, onChange, label }: { value: FormFile[]; onChange(files: FormFile[]): void; label: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `host-wizard.tools.${id}` }, values);
  const { client } = useWizardApi();
  const input = useRef<HTMLInputElement>(null);
  const size = (bytes: number | undefined) =>
    bytes === undefined ? '' : bytes < 1024 ? intl.formatNumber(bytes, { style: 'unit', unit: 'byte' }) : intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const kind = (type: string | undefined) => (type === 'application/pdf' ? 'PDF' : type?.startsWith('image/') ? type.slice(6).toUpperCase() : '');

  const { progress, error, pick: upload } = useUpload(
    { types: FILE_TYPES, extensions: /\.(pdf|png|jpe?g)$/i, maxBytes: MAX_FILE_BYTES, badType: 'host-wizard.tools.badType', tooBig: 'host-wizard.tools.tooBig' },
    (file, onProgress) => wizardApi.uploadAttachment(client, file, onProgress),
  );
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const id = await upload(file);
    if (id) onChange([...value, { fileMetaId: id, relativePath: `/files/${id}`, contentType: file.type, sizeInBytes: file.size }]);
  };

  return (
    <Group>
      <legend>{label}</legend>
      <Hint>{t('filesHint')}</Hint>
      <List>
        {value.map((f, i) => (
          <li key={f.fileMetaId}>
            <a href={f.relativePath} target="_blank" rel="noreferrer">
              {t('file', { n: i + 1 })}
            </a>
            <span>
              {kind(f.contentType)} {size(f.sizeInBytes)}
            </span>
            <Button size="sm" variant="ghost" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={intl.formatMessage({ id: 'host-wizard.common.removeNamed' }, { name: t('file', { n: i + 1 }) })}>
              {intl.formatMessage({ id: 'host-wizard.common.remove' })}
            </Button>
          </li>
        ))}
      </List>
      {progress !== null ? (
        <Bar max={1} value={progress} aria-label={intl.formatMessage({ id: 'host-wizard.media.uploading' })} />
      ) : (
        <Button size="sm" variant="secondary" onClick={() => input.current?.click()} disabled={value.length >= MAX_MESSAGE_FILES}>
          {t('attach')}
        </Button>
      )}
      <input ref={input} type="file" accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg" hidden aria-label={t('attach')} onChange={(e) => void pick(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Group>
  );
}
