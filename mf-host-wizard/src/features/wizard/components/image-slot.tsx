import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { FormFile } from '@tajriba/contracts/host-wizard';
import { Button, Spinner } from '@tajriba/design-system';
import { useWizardApi, wizardApi } from '../../../shared/wizard-api';
import { ErrorText } from './ui';
import { useUpload } from './use-upload';

/** png, jpg, jpeg up to 2 MB (§5, §9); the server checks the content again. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const Slot = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
const Actions = styled.div`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.spacing[2]};
  inset-inline-end: ${({ theme }) => theme.spacing[2]};
  display: flex;
  gap: ${({ theme }) => theme.spacing[1]};
`;
const Bar = styled.progress`
  inline-size: 80%;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** One image slot: choose a file, see the upload progress, replace or remove it. */
export function ImageSlot({ value, onChange, label, testId }: { value: FormFile | null; onChange(file: FormFile | null): void; label: string; testId?: string }) {
  const intl = useIntl();
  const { client } = useWizardApi();
  const input = useRef<HTMLInputElement>(null);
  const { progress, error, pick: upload } = useUpload(
    { types: IMAGE_TYPES, extensions: /\.(png|jpe?g)$/i, maxBytes: MAX_IMAGE_BYTES, badType: 'host-wizard.media.badType', tooBig: 'host-wizard.media.tooBig' },
    (file, onProgress) => wizardApi.upload(client, file, onProgress),
  );
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const id = await upload(file);
    if (id) onChange({ fileMetaId: id, relativePath: `/files/${id}`, contentType: file.type, sizeInBytes: file.size });
  };
  return (
    <div>
      <Slot data-testid={testId}>
        {value && <img src={value.relativePath} alt={label} />}
        {progress !== null ? (
          <>
            <Spinner size={20} />
            <Bar max={1} value={progress} aria-label={intl.formatMessage({ id: 'host-wizard.media.uploading' })} />
          </>
        ) : (
          !value && (
            <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
              {label}
            </Button>
          )
        )}
        {value && progress === null && (
          <Actions>
            <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
              {intl.formatMessage({ id: 'host-wizard.media.replace' })}
            </Button>
            <Button size="sm" variant="danger" onClick={() => onChange(null)}>
              {intl.formatMessage({ id: 'host-wizard.common.remove' })}
            </Button>
          </Actions>
        )}
        <input ref={input} type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" hidden aria-label={label} onChange={(e) => void pick(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
      </Slot>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </div>
  );
}
