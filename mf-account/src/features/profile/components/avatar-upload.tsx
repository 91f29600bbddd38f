import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { isApiError } from '@tajriba/api-client';
import { Avatar, Button, UploadIcon } from '@tajriba/design-system';
import { useResolveMessage } from '@tajriba/design-system';
import { useChangeAvatar } from '../api/change-avatar';
import { AVATAR_ACCEPT, avatarProblem } from '../lib/avatar-rules';

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Progress = styled.div`
  inline-size: 160px;
  block-size: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
  span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: inline-size 120ms linear;
  }
`;
const Slot = styled.div`
  min-block-size: 44px;
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.spacing[1]};
`;
const Error = styled.p`
  margin: 0;
  max-inline-size: 240px;
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/**
 * The avatar with its upload (§2 Profile header): png/jpg/jpeg up to 2 MB, refused with the reason
 * before anything is sent; a progress bar while it uploads; a failed upload says why and keeps the
 * old avatar (it is only replaced once the server has the new one).
 */
export function AvatarUpload({ name, src }: { name: string; src: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const resolve = useResolveMessage();
  const input = useRef<HTMLInputElement>(null);
  const change = useChangeAvatar();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    const problem = await avatarProblem(file);
    if (problem) return setError(problem);
    setProgress(0);
    try {
      await change.mutateAsync({ file, onProgress: setProgress });
    } catch (err) {
      setError(isApiError(err) ? (err.fieldsErrors.file?.[0] ?? err.errors[0] ?? 'profile.avatar.failed') : 'profile.avatar.failed');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Wrap>
      <Avatar name={name} src={src} size={112} />
      <input ref={input} type="file" accept={AVATAR_ACCEPT.join(',')} hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="avatar-input" />
      <Slot>
        {progress !== null ? (
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a styled bar whose width is the progress; announced as a progressbar
          <Progress role="progressbar" aria-label={t('profile.avatar.uploading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} data-testid="avatar-progress">
            <span style={{ inlineSize: `${Math.round(progress * 100)}%` }} />
          </Progress>
        ) : (
          <Button variant="ghost" size="sm" startIcon={<UploadIcon size={16} />} onClick={() => input.current?.click()} data-testid="avatar-change">
            {t(src ? 'profile.avatar.change' : 'profile.avatar.add')}
          </Button>
        )}
        {error ? (
          <Error role="alert" data-testid="avatar-error">
            {resolve(error)}
          </Error>
        ) : null}
      </Slot>
    </Wrap>
  );
}
