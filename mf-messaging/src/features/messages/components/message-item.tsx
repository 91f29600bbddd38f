import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, FileIcon, useResolveMessage } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { ChatMessage } from '@tajriba/contracts/account';
import type { OutgoingMessage } from '../stores/outbox-store';
import { useObjectUrl } from '../hooks/use-object-url';
import { Attachment, FileChip, thumbBox } from './attachment';

const Item = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.spacing[1]};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* The message a search result opened at: a ring around its bubble, in both themes' primary. */
  &[aria-current='true'] > [data-bubble] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 3px;
  }
  &:focus-visible {
    outline: none;
  }
`;
const Bubble = styled.div<{ $mine: boolean; $failed?: boolean }>`
  max-inline-size: min(75%, 560px);
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $mine, $failed }) => ($failed ? theme.colors.danger : $mine ? 'transparent' : theme.colors.border)};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;
const Files = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  max-inline-size: min(75%, 560px);
`;
const Meta = styled.div<{ $error?: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;
const Progress = styled.progress`
  inline-size: 100%;
  block-size: 4px;
`;
const LocalThumb = styled.div`
  ${thumbBox}
  position: relative;
  img {
    opacity: 0.7;
  }
  progress {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
  }
`;

/** A message from the server's list. `showSeen` puts "Seen …" under the caller's newest read message. */
export function MessageItem({ message, mine, showSeen, now, highlighted = false }: { message: ChatMessage; mine: boolean; showSeen: boolean; now: number; highlighted?: boolean }) {
  const intl = useIntl();
  const f = useFormatters();
  return (
    <Item
      $mine={mine}
      data-testid="message"
      data-message-id={message.messageId}
      data-mine={mine}
      // A search result's message takes the focus (tabIndex -1) so a screen reader reads it.
      tabIndex={highlighted ? -1 : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      {message.files.length ? (
        <Files>
          {message.files.map((file) => (
            <Attachment key={file.id} file={file} />
          ))}
        </Files>
      ) : null}
      <Bubble $mine={mine} dir="auto" data-bubble>
        {message.content}
      </Bubble>
      <Meta>
        <time dateTime={message.creationDate}>{f.time(message.creationDate)}</time>
        {showSeen && message.readAt ? (
          <span data-testid="message-seen">{intl.formatMessage({ id: 'messaging.message.seen' }, { when: f.relative(message.readAt, now) })}</span>
        ) : mine ? (
          <span>{intl.formatMessage({ id: 'messaging.message.sent' })}</span>
        ) : null}
      </Meta>
    </Item>
  );
}

function LocalFile({ file, progress }: { file: File; progress: number }) {
  const url = useObjectUrl(file);
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'messaging.message.uploading' }, { name: file.name, percent: intl.formatNumber(progress, { style: 'percent' }) });
  if (url)
    return (
      <LocalThumb>
        <img src={url} alt={file.name} />
        <Progress value={progress} max={1} aria-label={label} />
      </LocalThumb>
    );
  return (
    <div>
      <FileChip as="span">
        <FileIcon size={18} aria-hidden />
        <span>{file.name}</span>
      </FileChip>
      <Progress value={progress} max={1} aria-label={label} />
    </div>
  );
}

/**
 * A message typed here that the server's list does not show yet: sending (with each file's
 * upload progress), or failed with the error and Retry (the text stays) or Discard.
 */
export function OutgoingItem({ message, onRetry, onDiscard }: { message: OutgoingMessage; onRetry(): void; onDiscard(): void }) {
  const intl = useIntl();
  const resolve = useResolveMessage();
  const failed = message.status === 'failed';
  return (
    <Item $mine data-testid="message-outgoing" data-status={message.status}>
      {message.files.length ? (
        <Files>
          {message.files.map((f) => (
            <LocalFile key={f.key} file={f.file} progress={f.progress} />
          ))}
        </Files>
      ) : null}
      <Bubble $mine $failed={failed} dir="auto">
        {message.content}
      </Bubble>
      {failed ? (
        <Meta $error role="alert">
          <span data-testid="message-error">
            {message.errorFile
              ? intl.formatMessage({ id: 'messaging.error.file' }, { name: message.errorFile, error: resolve(message.error ?? 'messaging.error.upload') })
              : resolve(message.error ?? 'messaging.error.offline')}
          </span>
          <Button size="sm" variant="secondary" onClick={onRetry} data-testid="message-retry">
            {intl.formatMessage({ id: 'messaging.message.retry' })}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDiscard}>
            {intl.formatMessage({ id: 'messaging.message.discard' })}
          </Button>
        </Meta>
      ) : (
        <Meta aria-live="polite">{intl.formatMessage({ id: message.status === 'sent' ? 'messaging.message.sent' : 'messaging.message.sending' })}</Meta>
      )}
    </Item>
  );
}
