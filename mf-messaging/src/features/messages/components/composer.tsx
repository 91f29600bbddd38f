import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { CloseIcon, FileIcon, IconButton } from '@tajriba/design-system';
import { MESSAGE_MAX_LENGTH } from '@tajriba/contracts/account';
import { ACCEPT_ATTRIBUTE, checkFiles, MAX_FILE_BYTES, MAX_FILES, type FileProblem } from '../lib/files';
import { useObjectUrl } from '../hooks/use-object-url';
import { PaperclipIcon, SendIcon } from './icons';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[3]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Text = styled.textarea`
  flex: 1;
  min-inline-size: 0;
  min-block-size: 44px;
  max-block-size: 160px;
  resize: none;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.5;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Send = styled(IconButton)`
  flex-shrink: 0;
  /* The arrow points forward, which is left in Arabic. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;
const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  max-inline-size: 220px;
  padding-block: ${({ theme }) => theme.spacing[1]};
  padding-inline: ${({ theme }) => `${theme.spacing[1]} 0`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  img {
    inline-size: 36px;
    block-size: 36px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
const Hint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

function Thumb({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return url ? <img src={url} alt="" /> : <FileIcon size={20} aria-hidden />;
}

export interface ComposerProps {
  /** Sends the text and files; the composer empties (the message shows in the conversation). */
  onSend(content: string, files: File[]): void;
  disabled?: boolean;
  /** Changes when another chat opens: the draft belongs to one chat. */
  draftKey: string;
}

/**
 * Text (Enter sends, Shift+Enter is a new line; 2,000 characters), and attachments from a
 * multi-file picker: images and PDF, each within the upload limit, shown as thumbnails or file
 * chips that can be removed before sending. Nothing is sent while the text is empty (spec §5).
 */
export function Composer({ onSend, disabled, draftKey }: ComposerProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<{ kind: FileProblem; name: string } | null>(null);
  const [tried, setTried] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  // Another chat: start from an empty draft.
  const [key, setKey] = useState(draftKey);
  if (key !== draftKey) {
    setKey(draftKey);
    setText('');
    setFiles([]);
    setProblem(null);
    setTried(false);
  }

  const empty = text.trim().length === 0;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (empty || disabled) return;
    onSend(text.trim(), files);
    setText('');
    setFiles([]);
    setProblem(null);
    setTried(false);
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const onPick = async (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (picker.current) picker.current.value = '';
    // Each file's first bytes are read (a renamed file is refused here, with the reason).
    const { ok, problem: p } = await checkFiles(picked, files.length);
    setFiles((prev) => [...prev, ...ok].slice(0, MAX_FILES));
    setProblem(p);
  };

  const problemText = problem
    ? t('messaging.composer.fileRefused', {
        name: problem.name,
        reason:
          problem.kind === 'type'
            ? t('messaging.composer.fileType')
            : problem.kind === 'size'
              ? t('messaging.composer.fileSize', { mb: intl.formatNumber(Math.round(MAX_FILE_BYTES / (1024 * 1024))) })
              : problem.kind === 'empty'
                ? t('messaging.composer.fileEmpty')
                : t('messaging.composer.fileCount', { count: MAX_FILES }),
      })
    : null;
  const over = text.length > MESSAGE_MAX_LENGTH;

  return (
    <Form onSubmit={submit} data-testid="composer" noValidate>
      {files.length ? (
        <Chips aria-label={t('messaging.composer.attachments')}>
          {files.map((f, i) => (
            <Chip key={`${f.name}-${i}`} data-testid="composer-file">
              <Thumb file={f} />
              <span>{f.name}</span>
              <IconButton size="sm" label={t('messaging.composer.removeFile', { name: f.name })} onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}>
                <CloseIcon size={14} />
              </IconButton>
            </Chip>
          ))}
        </Chips>
      ) : null}
      <Row>
        <input ref={picker} type="file" multiple accept={ACCEPT_ATTRIBUTE} hidden onChange={(e) => void onPick(e.target.files)} data-testid="composer-files" />
        <IconButton label={t('messaging.composer.attach')} onClick={() => picker.current?.click()} disabled={disabled || files.length >= MAX_FILES}>
          <PaperclipIcon />
        </IconButton>
        <Text
          ref={input}
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('messaging.composer.placeholder')}
          aria-label={t('messaging.composer.label')}
          aria-describedby={hintId}
          aria-invalid={(tried && empty) || over || undefined}
          data-testid="composer-input"
        />
        <Send variant="primary" label={t('messaging.composer.send')} type="submit" disabled={disabled} data-testid="composer-send">
          <SendIcon />
        </Send>
      </Row>
      <Hint id={hintId} $error={!!problemText || (tried && empty)} role={problemText || (tried && empty) ? 'alert' : undefined}>
        {problemText ?? (tried && empty ? t('messaging.composer.empty') : t('messaging.composer.hint', { max: intl.formatNumber(MESSAGE_MAX_LENGTH) }))}
      </Hint>
    </Form>
  );
}
