import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ErrorPanel, FormErrorBox, Skeleton } from '@tajriba/design-system';
import type { IdentitySlot, WorkSlot } from '@tajriba/contracts/verification';
import { api, useApiContext, useIdentityStatus, useWorkPapersStatus } from '../../shared/api/verification-api';
import { Card, Lead, Page, Row, StatusBadge, Title, navigate } from '../../shared/ui/layout';
import { FileSlot } from '../../shared/ui/file-slot';
import { RetakeDialog } from './retake-dialog';
import { errorsOf, refreshAfterResubmit } from '../../shared/api/resubmit';

const Doc = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding-block: ${({ theme }) => theme.spacing[3]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Feedback = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IDENTITY_SLOTS: IdentitySlot[] = ['main', 'other', 'personal'];
const WORK_SLOTS: WorkSlot[] = ['main', 'secondary', 'other'];

/** `/verification`: where the person stands, what the reviewer said, and the resubmit actions. */
export function StatusPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const identity = useIdentityStatus();
  const work = useWorkPapersStatus();
  const [retake, setRetake] = useState<IdentitySlot | null>(null);
  return (
    <Page data-testid="verification-status">
      <Title>{t('verification.title')}</Title>
      <Lead>{t('verification.lead')}</Lead>
      <Card data-testid="identity-card">
        <Row style={{ justifyContent: 'space-between' }}>
          <h2 style={{ margin: 0 }}>{t('verification.identity.title')}</h2>
          {identity.data ? <StatusBadge status={identity.data.status} testId="identity-status" /> : <Skeleton width={90} height={24} />}
        </Row>
        {identity.isPending && <Skeleton width="100%" height={120} />}
        {identity.isError && <ErrorPanel message={t('verification.error.load')} onRetry={() => void identity.refetch()} />}
        {identity.data && !identity.data.status && (
          <>
            <p>{t('verification.identity.none')}</p>
            <Button onClick={() => navigate('/verification/identity')} data-testid="start-identity">
              {t('verification.identity.start')}
            </Button>
          </>
        )}
        {identity.data?.method === 'national' && (
          <p data-testid="national-result">{t('verification.national.verifiedAs', { name: identity.data.verifiedName ?? '', last4: identity.data.nationalIdLast4 ?? '' })}</p>
        )}
        {identity.data?.method === 'documents' && (
          <List>
            {IDENTITY_SLOTS.map((slot) => {
              const s = identity.data?.[`${slot}Status`];
              if (!s) return null;
              const fb = identity.data?.feedback[slot];
              return (
                <Doc key={slot} data-testid={`identity-doc-${slot}`}>
                  <span>{t(`verification.identity.slot.${slot}`)}</span>
                  <Row>
                    <StatusBadge status={s} />
                    {s.name === 'resubmit' && (
                      <Button size="sm" onClick={() => setRetake(slot)} data-testid={`resubmit-${slot}`}>
                        {t('verification.resubmit')}
                      </Button>
                    )}
                  </Row>
                  {fb && (
                    <Feedback>
                      {t(`verification.issue.${fb.issue}`)}
                      {fb.feedback ? ` — ${fb.feedback}` : ''}
                    </Feedback>
                  )}
                </Doc>
              );
            })}
          </List>
        )}
      </Card>
      <Card data-testid="work-card">
        <Row style={{ justifyContent: 'space-between' }}>
          <h2 style={{ margin: 0 }}>{t('verification.work.title')}</h2>
          {work.data ? <StatusBadge status={work.data.status} testId="work-status" /> : <Skeleton width={90} height={24} />}
        </Row>
        {work.isPending && <Skeleton width="100%" height={120} />}
        {work.isError && <ErrorPanel message={t('verification.error.load')} onRetry={() => void work.refetch()} />}
        {work.data && !work.data.status && (
          <>
            <p>{t('verification.work.none')}</p>
            <Button onClick={() => navigate('/verification/work-papers')} data-testid="start-work">
              {t('verification.work.start')}
            </Button>
          </>
        )}
        {work.data?.status && (
          <List>
            {WORK_SLOTS.map((slot) => {
              const s = work.data[`${slot}FileStatus`];
              if (!s) return null;
              const fb = work.data.feedback[slot];
              return (
                <Doc key={slot} data-testid={`work-doc-${slot}`}>
                  <span>{t(`verification.work.slot.${slot}`)}</span>
                  <StatusBadge status={s} />
                  {fb && (
                    <Feedback>
                      {t(`verification.issue.${fb.issue}`)}
                      {fb.feedback ? ` — ${fb.feedback}` : ''}
                    </Feedback>
                  )}
                  {s.name === 'resubmit' && <WorkResubmit slot={slot} />}
                </Doc>
              );
            })}
          </List>
        )}
      </Card>
      {retake && identity.data && <RetakeDialog slot={retake} feedback={identity.data.feedback[retake]} onClose={() => setRetake(null)} />}
    </Page>
  );
}

/** A work paper in resubmit: straight to the PDF upload (spec: skips the upload-type choice). */
function WorkResubmit({ slot }: { slot: WorkSlot }) {
  const intl = useIntl();
  const { client, userId } = useApiContext();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <div style={{ flexBasis: '100%' }}>
      <FileSlot
        label={intl.formatMessage({ id: 'verification.work.resubmitFile' })}
        kind="pdf"
        fileName={busy ? intl.formatMessage({ id: 'verification.uploading' }) : null}
        testId={`work-resubmit-${slot}`}
        onFile={async (file) => {
          setBusy(true);
          setErrors([]);
          try {
            const id = await api.upload(client, file, 'pdf');
            await api.resubmit(client, 'work', slot, id);
            await refreshAfterResubmit(qc, client, userId);
          } catch (e) {
            setErrors(errorsOf(e, intl.formatMessage({ id: 'verification.error.generic' })));
          } finally {
            setBusy(false);
          }
        }}
      />
      <FormErrorBox errors={errors} />
    </div>
  );
}
