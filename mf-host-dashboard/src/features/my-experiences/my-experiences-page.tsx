import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, EmptyState, ErrorPanel, FormErrorBox, Modal, PageLoading, Pagination, SkeletonCard, StatusPill, Switch } from '@tajriba/design-system';
import { ParcelSlot } from '@tajriba/federation';
import { useFormatters } from '@tajriba/i18n';
import type { HostExperience } from '@tajriba/contracts/host';
import { actions, hostQueries, useHostMutation } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';
import { EditNotLive, EditStatusPill, ModerationNote, reviewStateOf } from '../../shared/listing/review-state';
import { PauseDialog } from './pause-form';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;
const Card = styled.li`
  display: grid;
  grid-template-rows: 160px auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  img,
  .no-image {
    inline-size: 100%;
    block-size: 160px;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: center;
`;

function ExperienceCard({ e, onPause, onDelete, onEdit }: { e: HostExperience; onPause: () => void; onDelete: () => void; onEdit: () => void }) {
  const intl = useIntl();
  const f = useFormatters();
  const unpause = useHostMutation(actions.unpause);
  const instant = useHostMutation(actions.instant);
  const submit = useHostMutation(actions.submit);
  const failure = unpause.error ?? instant.error ?? submit.error;
  const status = e.status.name;
  // A live listing keeps its status while an edit of it is reviewed: the edit's state is said apart.
  const { edit, decided, note } = reviewStateOf(e);
  const noteId = useId();
  return (
    <Card data-testid={`experience-${e.id}`}>
      {e.imagePath ? <img src={e.imagePath} alt="" loading="lazy" /> : <div className="no-image" />}
      <Body>
        <h2>
          <Link to={`/my-experiences/details/${e.id}`}>{e.name}</Link>
        </h2>
        <Actions>
          <StatusPill family="listing" status={status}>{intl.formatMessage({ id: `host.listingStatus.${status}` })}</StatusPill>
          <EditStatusPill edit={edit} />
          <small>{f.sar(e.finalPrice)}</small>
        </Actions>
        <EditNotLive edit={edit} />
        {note && <ModerationNote note={note} decided={decided} id={noteId} lines={4} testId="card-moderation-note" />}
        {e.pauseFrom && (
          <small>
            {e.pauseTo
              ? intl.formatMessage({ id: 'host.experiences.pausedBetween' }, { from: f.date(`${e.pauseFrom}T12:00:00Z`), to: f.date(`${e.pauseTo}T12:00:00Z`) })
              : intl.formatMessage({ id: 'host.experiences.pausedFrom' }, { from: f.date(`${e.pauseFrom}T12:00:00Z`) })}
          </small>
        )}
        <small>{intl.formatMessage({ id: 'host.experiences.upcoming' }, { n: e.upcomingBookings })}</small>
        {(status === 'approved' || status === 'pause') && (
          <Switch label={intl.formatMessage({ id: 'host.experiences.instant' })} checked={e.instantBooking} disabled={instant.isPending} onChange={() => instant.mutate(e.id)} />
        )}
        <Actions>
          {/* the wizard edits every listing but one waiting for a moderator's decision (editing withdraws it from the queue) */}
          {decided !== 'pending' && (
            <Button type="button" size="sm" variant="secondary" onClick={onEdit} aria-describedby={note ? noteId : undefined}>
              {intl.formatMessage({ id: 'host.experiences.edit' })}
            </Button>
          )}
          {status === 'approved' && !e.pauseFrom && (
            <Button type="button" size="sm" variant="secondary" onClick={onPause}>
              {intl.formatMessage({ id: 'host.experiences.pause' })}
            </Button>
          )}
          {(status === 'pause' || (status === 'approved' && e.pauseFrom)) && (
            <Button type="button" size="sm" loading={unpause.isPending} onClick={() => unpause.mutate(e.id)}>
              {intl.formatMessage({ id: 'host.experiences.unpause' })}
            </Button>
          )}
          {(decided === 'draft' || decided === 'resubmit') && (
            <Button type="button" size="sm" loading={submit.isPending} onClick={() => submit.mutate(e.id)}>
              {intl.formatMessage({ id: 'host.experiences.submit' })}
            </Button>
          )}
          {status === 'draft' && (
            <Button type="button" size="sm" variant="danger" onClick={onDelete}>
              {intl.formatMessage({ id: 'host.experiences.delete' })}
            </Button>
          )}
        </Actions>
        {failure && <FormErrorBox errors={failure instanceof ApiError ? failure.errors : [intl.formatMessage({ id: 'error.somethingWentWrong' })]} />}
      </Body>
    </Card>
  );
}

/** `/my-experiences` (host §2): the host's listings with status colours and their lifecycle actions. */
export default function MyExperiencesPage() {
  const intl = useIntl();
  const { api, userId } = useApiContext();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(hostQueries.experiences(api, userId, page));
  const [pausing, setPausing] = useState<HostExperience | null>(null);
  const [deleting, setDeleting] = useState<HostExperience | null>(null);
  const [editing, setEditing] = useState<HostExperience | null>(null);
  const client = useQueryClient();
  // one object per listing opened: the slot passes a changed input on to the mounted parcel
  const editInput = useMemo(() => (editing ? { experienceId: editing.id } : undefined), [editing]);
  const remove = useHostMutation(actions.remove);
  return (
    <HostLayout titleId="host.experiences.title" testId="host-experiences-page">
      {list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data ? (
        list.data.data.length ? (
          <>
            <Grid>
              {list.data.data.map((e) => (
                <ExperienceCard key={e.id} e={e} onPause={() => setPausing(e)} onDelete={() => setDeleting(e)} onEdit={() => setEditing(e)} />
              ))}
            </Grid>
            {list.data.totalPages > 1 && <Pagination page={page} totalPages={list.data.totalPages} onPageChange={(p) => setParams({ page: String(p) }, { replace: true })} />}
          </>
        ) : (
          <EmptyState title={intl.formatMessage({ id: 'host.experiences.empty' })} />
        )
      ) : (
        <Grid aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <SkeletonCard />
            </li>
          ))}
        </Grid>
      )}
      {pausing && <PauseDialog experience={pausing} onClose={() => setPausing(null)} />}
      {editing && (
        // The wizard's edit modal (host §2): mf-host-wizard's `edit-experience` parcel, mounted here
        // without importing that remote; it closes itself (Back on step 3, Save draft, Submit).
        <Modal open size="fullscreen" onClose={() => setEditing(null)} title={intl.formatMessage({ id: 'host.experiences.editTitle' }, { name: editing.name })} hideTitle>
          <ParcelSlot<{ saved: boolean }>
            remote="mf-host-wizard"
            module="edit-experience"
            input={editInput}
            placeholder={<PageLoading />}
            data-testid="edit-experience-slot"
            onClose={(r) => {
              setEditing(null);
              if (r?.saved) void client.invalidateQueries({ queryKey: ['host', userId] });
            }}
          />
        </Modal>
      )}
      {deleting && (
        <Modal
          open
          onClose={() => setDeleting(null)}
          title={intl.formatMessage({ id: 'host.delete.title' })}
          description={intl.formatMessage({ id: 'host.delete.body' }, { name: deleting.name })}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
                {intl.formatMessage({ id: 'host.common.cancel' })}
              </Button>
              <Button type="button" variant="danger" loading={remove.isPending} onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
                {intl.formatMessage({ id: 'host.experiences.delete' })}
              </Button>
            </>
          }
        >
          {remove.error && <FormErrorBox errors={remove.error instanceof ApiError ? remove.error.errors : [intl.formatMessage({ id: 'error.somethingWentWrong' })]} />}
        </Modal>
      )}
    </HostLayout>
  );
}
