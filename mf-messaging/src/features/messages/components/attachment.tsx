import { useIntl } from 'react-intl';
import { css, styled } from 'styled-components';
import { FileIcon, Skeleton } from '@tajriba/design-system';
import type { ChatFile } from '@tajriba/contracts/account';
import { usePrivateFile } from '../hooks/use-private-file';
import { isImage } from '../lib/files';

/** An image attachment's box: sent, received or still uploading. */
export const thumbBox = css`
  display: block;
  inline-size: 160px;
  block-size: 120px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
  }
`;
const Thumb = styled.a`
  ${thumbBox}
`;
export const FileChip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  max-inline-size: 240px;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-decoration: none;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A received or sent attachment: an image thumbnail, or a file chip; both open the file. */
export function Attachment({ file }: { file: ChatFile }) {
  const intl = useIntl();
  const { url, failed } = usePrivateFile(file.path);
  const name = file.name ?? intl.formatMessage({ id: isImage(file.contentType) ? 'messaging.attachment.image' : 'messaging.attachment.file' });
  const size = intl.formatNumber(file.sizeInBytes / 1024, { maximumFractionDigits: 0 });
  if (isImage(file.contentType) && !failed) {
    return (
      <Thumb href={url ?? undefined} target="_blank" rel="noopener" aria-label={name} data-testid="attachment-image">
        {url ? <img src={url} alt={name} /> : <Skeleton width="100%" height="100%" radius="0" />}
      </Thumb>
    );
  }
  return (
    <FileChip href={url ?? undefined} target="_blank" rel="noopener" download={file.name ?? undefined} data-testid="attachment-file">
      <FileIcon size={18} aria-hidden />
      <span>{name}</span>
      <small>{intl.formatMessage({ id: 'messaging.attachment.size' }, { kb: size })}</small>
    </FileChip>
  );
}
