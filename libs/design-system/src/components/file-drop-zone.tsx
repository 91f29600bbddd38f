import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { Button, IconButton } from '@tajriba/design-system/core';
import { CloseIcon } from '../icons/close';
import { FileIcon } from '../icons/file';
import { UploadIcon } from '../icons/upload';
import { CheckCircleIcon } from '../icons/check-circle';
import { AlertIcon } from '@tajriba/design-system/core';
import { useDsIntl } from '@tajriba/design-system/core';
import { useResolveMessage } from '@tajriba/design-system/core';
import { FieldError, FieldLabel } from './field';
import { DEFAULT_MAX_FILE_BYTES, MIME_EXTENSIONS, isFileAccepted } from './file-rules';

export { DEFAULT_MAX_FILE_BYTES, isFileAccepted };

export type FileRejectionReason = 'type' | 'size' | 'count';
export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

/** The caller's view of each file's upload, shown under the zone. */
export interface UploadItem {
  id: string;
  name: string;
  /** 0–100 while uploading. */
  progress?: number;
  status: 'uploading' | 'done' | 'error';
  /** Message id or text for a failed upload. */
  error?: ReactNode;
}

export interface FileDropZoneProps {
  label: ReactNode;
  /** MIME types ("image/png", "image/*") or extensions (".pdf"). */
  accept: ReadonlyArray<string>;
  maxSizeBytes?: number;
  multiple?: boolean;
  maxFiles?: number;
  onFilesAccepted: (files: File[]) => void;
  onFilesRejected?: (rejections: FileRejection[]) => void;
  files?: ReadonlyArray<UploadItem>;
  onRemove?: (id: string) => void;
  onRetry?: (id: string) => void;
  disabled?: boolean;
  required?: boolean;
  error?: ReactNode;
  className?: string;
}

function typeLabels(accept: ReadonlyArray<string>): string[] {
  const labels = new Set<string>();
  for (const raw of accept) {
    const a = raw.trim().toLowerCase();
    if (a.startsWith('.')) labels.add(a.slice(1).toUpperCase());
    else if (MIME_EXTENSIONS[a]) MIME_EXTENSIONS[a].forEach((e) => labels.add(e.toUpperCase()));
    else labels.add(a.replace('/*', '').toUpperCase());
  }
  return [...labels];
}

const Zone = styled.div<{ $active: boolean; $disabled: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => `${theme.spacing[6]} ${theme.spacing[4]}`};
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  transition: background ${({ theme }) => theme.motion.fast}, border-color ${({ theme }) => theme.motion.fast};
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      opacity: 0.6;
      pointer-events: none;
    `}
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: 2px;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Files = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing[3]} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const FileRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const FileInfo = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

const Bar = styled.div`
  block-size: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.skeletonBase};
  overflow: hidden;
  > span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: inline-size ${({ theme }) => theme.motion.normal};
  }
`;

const StatusText = styled.span<{ $tone: 'muted' | 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Errors = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing[2]} 0 0;
  padding: 0;
`;

/**
 * Drop files or browse. Refused files (wrong type, too large, too many) get a localised reason
 * naming the file; accepted files go to the caller, who uploads them and passes progress back
 * through `files`.
 */
export function FileDropZone({
  label,
  accept,
  maxSizeBytes = DEFAULT_MAX_FILE_BYTES,
  multiple = false,
  maxFiles,
  onFilesAccepted,
  onFilesRejected,
  files = [],
  onRemove,
  onRetry,
  disabled = false,
  required,
  error,
  className,
}: FileDropZoneProps) {
  const { t, intl } = useDsIntl();
  const resolve = useResolveMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<string[]>([]);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;

  const typesText = new Intl.ListFormat(intl.locale, { style: 'short', type: 'disjunction' }).format(typeLabels(accept));
  const mb = maxSizeBytes / (1024 * 1024);
  const sizeText = Number.isInteger(mb)
    ? intl.formatNumber(mb, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' })
    : intl.formatNumber(Math.round(maxSizeBytes / 1024), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });

  const handle = (list: FileList | File[] | null) => {
    if (!list || disabled) return;
    const incoming = Array.from(list);
    const accepted: File[] = [];
    const refused: FileRejection[] = [];
    const limit = maxFiles ?? (multiple ? Infinity : 1);
    const room = Math.max(0, limit - (multiple ? files.filter((f) => f.status !== 'error').length : 0));
    for (const file of incoming) {
      if (!isFileAccepted(file, accept)) refused.push({ file, reason: 'type' });
      else if (file.size > maxSizeBytes) refused.push({ file, reason: 'size' });
      else if (accepted.length >= room) refused.push({ file, reason: 'count' });
      else accepted.push(file);
    }
    const messages = refused.map((r) =>
      r.reason === 'type'
        ? t('ds.dropZone.wrongType', { name: r.file.name, types: typesText })
        : r.reason === 'size'
          ? t('ds.dropZone.tooLarge', { name: r.file.name, size: sizeText })
          : t('ds.dropZone.tooMany', { max: limit === Infinity ? incoming.length : limit }),
    );
    // One "too many" line is enough however many extra files were dropped.
    setRejections([...new Set(messages)]);
    if (refused.length) onFilesRejected?.(refused);
    if (accepted.length) onFilesAccepted(accepted);
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    handle(e.dataTransfer?.files ?? null);
  };

  const acceptAttr = accept.join(',');
  const allErrors = [...(error ? [resolve(error)] : []), ...rejections];

  return (
    <div className={className}>
      <FieldLabel as="span" id={`${id}-label`} style={{ display: 'block', marginBlockEnd: 6 }}>
        {label}
        {required ? <RequiredMark aria-hidden>*</RequiredMark> : null}
      </FieldLabel>
      <Zone
        $active={dragging}
        $disabled={disabled}
        $invalid={allErrors.length > 0}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <UploadIcon size={28} />
        <p>
          {multiple ? t('ds.dropZone.prompt') : t('ds.dropZone.promptSingle')}{' '}
          <Button variant="ghost" size="sm" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={`${hintId}${allErrors.length ? ` ${errorId}` : ''}`}>
            {t('ds.dropZone.browse')}
          </Button>
        </p>
        <Hint id={hintId}>{t('ds.dropZone.hint', { types: typesText, size: sizeText })}</Hint>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={acceptAttr}
          multiple={multiple}
          aria-labelledby={`${id}-label`}
          data-testid="file-input"
          onChange={(e) => {
            handle(e.target.files);
            // Reset so choosing the same file again still fires change.
            e.target.value = '';
          }}
        />
      </Zone>
      {allErrors.length ? (
        <Errors id={errorId} role="alert">
          {allErrors.map((m, i) => (
            <li key={i}>
              <FieldError as="span">{m}</FieldError>
            </li>
          ))}
        </Errors>
      ) : null}
      {files.length ? (
        <Files aria-label={typeof label === 'string' ? label : undefined}>
          {files.map((f) => {
            const pct = Math.max(0, Math.min(100, Math.round(f.progress ?? 0)));
            return (
              <FileRow key={f.id}>
                <FileIcon size={20} />
                <FileInfo>
                  <FileName title={f.name}>{f.name}</FileName>
                  {f.status === 'uploading' ? (
                    <>
                      {/* <progress> can't be styled consistently across browsers */}
                      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
                      <Bar role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={f.name}>
                        <span style={{ inlineSize: `${pct}%` }} />
                      </Bar>
                      <StatusText $tone="muted">{t('ds.dropZone.uploading', { percent: intl.formatNumber(pct / 100, { style: 'percent' }) })}</StatusText>
                    </>
                  ) : f.status === 'done' ? (
                    <StatusText $tone="success">
                      <CheckCircleIcon size={14} />
                      {t('ds.dropZone.done')}
                    </StatusText>
                  ) : (
                    <StatusText $tone="danger">
                      <AlertIcon size={14} />
                      {f.error ? resolve(f.error) : t('ds.dropZone.failed')}
                    </StatusText>
                  )}
                </FileInfo>
                {f.status === 'error' && onRetry ? (
                  <Button variant="ghost" size="sm" onClick={() => onRetry(f.id)} aria-label={t('ds.dropZone.retry', { name: f.name })}>
                    {t('ds.errorPanel.retry')}
                  </Button>
                ) : null}
                {onRemove ? (
                  <IconButton size="sm" label={t('ds.dropZone.remove', { name: f.name })} onClick={() => onRemove(f.id)}>
                    <CloseIcon size={16} />
                  </IconButton>
                ) : null}
              </FileRow>
            );
          })}
        </Files>
      ) : null}
    </div>
  );
}
