import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { StatusPill, WrittenText, statusTone, type StatusTone } from '@tajriba/design-system';
import type { HostExperience } from '@tajriba/contracts/host';

/**
 * Where a listing stands with moderation beyond its status, as the host's card
 * (`/my-experiences`) and the listing's details page say it: a live listing keeps its status
 * while an edit of it is saved, reviewed, sent back or rejected (the API's `editStatus`), and the
 * note of a send-back or rejection is shown while that decision stands.
 */
export function reviewStateOf(e: Pick<HostExperience, 'status' | 'editStatus' | 'moderationNote'>) {
  const edit = e.editStatus;
  // the decision that stands: the edit's, or (no edit) the listing's own
  const decided = edit ?? e.status.name;
  const note = e.moderationNote && (decided === 'resubmit' || decided === 'rejected') ? e.moderationNote : null;
  return { edit, decided, note };
}

/** The edit's state beside the listing's status pill (listing colours); nothing without an edit. */
export function EditStatusPill({ edit }: { edit: HostExperience['editStatus'] }) {
  const intl = useIntl();
  if (!edit) return null;
  return (
    <span data-testid="edit-status" data-status={edit}>
      <StatusPill family="listing" status={edit}>{intl.formatMessage({ id: `host.review.editStatus.${edit}` })}</StatusPill>
    </span>
  );
}

const Aside = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Said under the pills while a live listing has an edit: guests do not see it yet. */
export function EditNotLive({ edit }: { edit: HostExperience['editStatus'] }) {
  const intl = useIntl();
  return edit ? <Aside>{intl.formatMessage({ id: 'host.review.editNotLive' })}</Aside> : null;
}

const NoteBox = styled.div<{ $tone: StatusTone; $lines?: number }>`
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.status[$tone].fg};
  border: 1px solid ${({ theme, $tone }) => theme.colors.status[$tone].border};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  strong {
    display: block;
  }
  ${({ $lines }) =>
    $lines
      ? `p {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${$lines};
    overflow: hidden;
  }`
      : ''}
`;

/**
 * The moderator's note, in the tone of the decision (the wizard shows it the same way above the
 * step), as written: it may hold an English and an Arabic line, each set in its own direction
 * from its own side (WrittenText). `lines` stops a long note (up to 1,000 characters) after that many lines, so a card
 * stays the size of its neighbours; the details page shows it whole.
 */
export function ModerationNote({ note, decided, id, lines, testId }: { note: string; decided: string; id?: string; lines?: number; testId: string }) {
  const intl = useIntl();
  return (
    <NoteBox $tone={statusTone('listing', decided)} $lines={lines} id={id} data-testid={testId}>
      <strong>{intl.formatMessage({ id: 'host.review.note' })}</strong>
      <WrittenText>{note}</WrittenText>
    </NoteBox>
  );
}
