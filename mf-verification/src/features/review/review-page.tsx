import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, ErrorPanel, FormErrorBox, Select, Skeleton, TextArea } from '@tajriba/design-system';
import { REVIEW_ISSUES, type ReviewDocument, type ReviewIssue, type ReviewKind } from '@tajriba/contracts/verification';
import { api, keys, useApiContext } from '../../shared/api/verification-api';
import { Card, Footer, Page, Row, StatusBadge, Title, navigate } from '../../shared/ui/layout';
import { errorsOf } from '../../shared/api/resubmit';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
`;
const Shot = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

/** One document, fetched through the review endpoint (staff never read files any other way). */
function DocumentView({ kind, userId, doc }: { kind: ReviewKind; userId: number; doc: ReviewDocument }) {
  const intl = useIntl();
  const { client } = useApiContext();
  const q = useQuery({ queryKey: ['verification', 'document', kind, userId, doc.slot, doc.fileId], queryFn: ({ signal }) => api.document(client, kind, userId, doc.slot, signal), staleTime: Infinity });
  // An object URL for the bytes, released when the document changes or the card goes away.
  const url = useMemo(() => (q.data ? URL.createObjectURL(new Blob([Uint8Array.from(atob(q.data.dataBase64), (c) => c.charCodeAt(0))], { type: q.data.contentType })) : null), [q.data]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  const label = intl.formatMessage({ id: `verification.${kind === 'identity' ? 'identity' : 'work'}.slot.${doc.slot}` });
  return (
    <Shot data-testid={`review-doc-${doc.slot}`}>
      {!url && <Skeleton width="100%" height="100%" />}
      {url && doc.contentType.startsWith('image/') && <img src={url} alt={label} />}
      {url && doc.contentType === 'application/pdf' && (
        <a href={url} download={`${doc.slot}.pdf`}>
          {intl.formatMessage({ id: 'verification.review.downloadPdf' }, { size: intl.formatNumber(doc.sizeInBytes / 1024, { maximumFractionDigits: 0 }) })}
        </a>
      )}
    </Shot>
  );
}

interface Back {
  on: boolean;
  issue: ReviewIssue | null;
  feedback: string;
}

/** `/verification/review/:kind/:userId`: the documents side by side; approve, or send documents back with issue and feedback. */
export default function ReviewPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const params = useParams();
  const kind: ReviewKind = params.kind === 'work-papers' ? 'work-papers' : 'identity';
  const userId = Number(params.userId);
  const { client } = useApiContext();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: keys.submission(kind, userId), queryFn: ({ signal }) => api.submission(client, kind, userId, signal), enabled: userId > 0 });
  const [back, setBack] = useState<Record<string, Back>>({});
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const slotKey = kind === 'identity' ? 'identity' : 'work';

  const decide = async (decision: 'approve' | 'resubmit') => {
    setErrors([]);
    const documents = Object.entries(back)
      .filter(([, b]) => b.on)
      .map(([slot, b]) => ({ slot: slot as ReviewDocument['slot'], issue: b.issue as ReviewIssue, feedback: b.feedback.trim() || null }));
    if (decision === 'resubmit') {
      const missing = Object.fromEntries(Object.entries(back).filter(([, b]) => b.on && !b.issue).map(([s]) => [s, t('validation.required')]));
      setFieldErrors(missing);
      if (!documents.length) return setErrors([t('verification.review.chooseDocument')]);
      if (Object.keys(missing).length) return;
    }
    setBusy(true);
    try {
      await api.decide(client, kind, userId, decision === 'approve' ? { decision } : { decision, documents });
      await qc.invalidateQueries({ queryKey: ['verification', 'queue'] });
      await qc.invalidateQueries({ queryKey: keys.submission(kind, userId) });
      navigate(`/verification/review?kind=${kind}`);
    } catch (e) {
      setErrors(errorsOf(e, t('verification.error.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page data-testid="review-page" style={{ maxInlineSize: 1120 }}>
      <Title>{t('verification.review.kind.' + kind)}</Title>
      {q.isPending && <Skeleton width="100%" height={320} />}
      {q.isError && <ErrorPanel message={t('verification.error.load')} onRetry={() => void q.refetch()} />}
      {q.data && (
        <>
          <Card>
            <Row style={{ justifyContent: 'space-between' }}>
              <div>
                <strong data-testid="review-name">{q.data.fullName}</strong> · {q.data.email}
                {q.data.issuingCountry && <div>{q.data.issuingCountry}</div>}
              </div>
              <StatusBadge status={q.data.status} testId="review-status" />
            </Row>
          </Card>
          <Grid>
            {q.data.documents.map((doc) => {
              const b = back[doc.slot] ?? { on: false, issue: null, feedback: '' };
              const set = (p: Partial<Back>) => setBack((x) => ({ ...x, [doc.slot]: { ...b, ...p } }));
              return (
                <Card key={doc.slot} data-testid={`review-card-${doc.slot}`}>
                  <Row style={{ justifyContent: 'space-between', marginBlockEnd: 8 }}>
                    <strong>{t(`verification.${slotKey}.slot.${doc.slot}`)}</strong>
                    <StatusBadge status={doc.status} />
                  </Row>
                  <DocumentView kind={kind} userId={userId} doc={doc} />
                  {doc.status?.name === 'pending' && (
                    <div style={{ marginBlockStart: 12 }}>
                      <Checkbox label={t('verification.review.sendBack')} checked={b.on} onChange={(e) => set({ on: e.target.checked })} data-testid={`send-back-${doc.slot}`} />
                      {b.on && (
                        <>
                          <Select label={t('verification.review.issue')} value={b.issue} onChange={(v) => {
                            set({ issue: v as ReviewIssue | null });
                            setFieldErrors((x) => Object.fromEntries(Object.entries(x).filter(([k]) => k !== doc.slot)));
                          }} options={REVIEW_ISSUES.map((i) => ({ value: i, label: t(`verification.issue.${i}`) }))} error={fieldErrors[doc.slot]} data-testid={`issue-${doc.slot}`} />
                          <TextArea label={t('verification.review.feedback')} value={b.feedback} maxLength={500} onChange={(e) => set({ feedback: e.target.value })} data-testid={`feedback-${doc.slot}`} />
                        </>
                      )}
                    </div>
                  )}
                </Card>
              );
            })}
          </Grid>
          <FormErrorBox errors={errors} />
          <Footer>
            <Button variant="secondary" onClick={() => navigate(`/verification/review?kind=${kind}`)}>
              {t('verification.back')}
            </Button>
            <Row>
              <Button variant="secondary" onClick={() => decide('resubmit')} loading={busy} data-testid="decide-resubmit">
                {t('verification.review.sendBackAction')}
              </Button>
              <Button onClick={() => decide('approve')} loading={busy} disabled={Object.values(back).some((b) => b.on)} data-testid="decide-approve">
                {t('verification.review.approve')}
              </Button>
            </Row>
          </Footer>
        </>
      )}
    </Page>
  );
}
