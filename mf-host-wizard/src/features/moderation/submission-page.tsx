import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { isApiError } from '@tajriba/api-client';
import { serverToForm } from '@tajriba/contracts/host-wizard';
import { Button, FormErrorBox, Skeleton, TextArea, WrittenText } from '@tajriba/design-system';
import { Page } from './page';
import { joinList, slotTime } from '../../shared/slot-time';
import { useWizardApi, wizardApi, wizardKeys } from '../../shared/wizard-api';

const Sheet = styled(Page)`
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[2]} ${({ theme }) => theme.spacing[4]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
const Photos = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};
  img {
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Earlier = styled.aside`
  padding: ${({ theme }) => theme.spacing[3]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: ${({ theme }) => theme.spacing[1]} 0 0;
  }
`;

/** `/experiences-review/:id` (staff): the submitted version as a guest would read it; approve, reject or send back with a note. */
export function SubmissionPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.moderation.${id}` });
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { client } = useWizardApi();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const sub = useQuery({ queryKey: wizardKeys.submission(id), queryFn: ({ signal }) => wizardApi.submission(client, id, signal), enabled: id > 0 });
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject' | 'sendBack') => wizardApi.decide(client, id, { decision, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['host-wizard', 'queue'] });
      navigate('/experiences-review');
    },
  });
  const act = (decision: 'approve' | 'reject' | 'sendBack') => {
    setNoteError(null);
    if (decision !== 'approve' && note.trim().length < 5) return setNoteError(intl.formatMessage({ id: 'validation.min5' }));
    decide.mutate(decision);
  };
  if (sub.isPending) return <Sheet $width={960}><Skeleton height={520} /></Sheet>;
  if (sub.isError) return <Sheet $width={960}><FormErrorBox errors={[t('failed')]} /><Link to="/experiences-review">{t('back')}</Link></Sheet>;
  const f = serverToForm(sub.data);
  const rows: [string, string][] = [
    ['mode', t(`mode.${f.mode}`)],
    ['category', f.eventHighlightsStep.eventType?.name ?? '—'],
    ['location', f.locationStep ? `${f.locationStep.location} (${f.locationStep.city})` : f.coverageDetailsStep ? joinList(intl, f.coverageDetailsStep.regions.map((r) => r.name)) : (f.onlineSetupStep?.platform ?? '—')],
    ['price', intl.formatNumber(f.pricingStep.price, { style: 'currency', currency: 'SAR' })],
    ['slots', joinList(intl, f.availabilityStep.timeSlots.map((s) => slotTime(intl, s.id)))],
  ];
  const errors = decide.error ? (isApiError(decide.error) ? decide.error.errors.map((m) => (intl.messages[m] !== undefined ? intl.formatMessage({ id: m }) : m)) : [intl.formatMessage({ id: 'error.somethingWentWrong' })]) : [];
  return (
    <Sheet $width={960} data-testid="moderation-submission">
      <Link to="/experiences-review">{t('back')}</Link>
      <h1>{f.eventHighlightsStep.name}</h1>
      <p>{f.eventHighlightsStep.description}</p>
      <Photos>{f.media.map((m) => m && <img key={m.fileMetaId} src={m.relativePath} alt="" />)}</Photos>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{t(`field.${k}`)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {sub.data.status?.name === 'pending' && sub.data.moderationNote ? (
        // a second round: what was asked of the host last time, to check it was done
        <Earlier data-testid="earlier-note">
          <strong>{t('earlierNote')}</strong>
          <WrittenText>{sub.data.moderationNote}</WrittenText>
        </Earlier>
      ) : null}
      <TextArea label={t('note')} hint={t('noteHint')} maxCount={1000} rows={4} value={note} onChange={(ev) => setNote(ev.target.value)} error={noteError ?? undefined} />
      <FormErrorBox errors={errors} />
      <Actions>
        <Button onClick={() => act('approve')} loading={decide.isPending && decide.variables === 'approve'} disabled={decide.isPending}>
          {t('approve')}
        </Button>
        <Button variant="secondary" onClick={() => act('sendBack')} loading={decide.isPending && decide.variables === 'sendBack'} disabled={decide.isPending}>
          {t('sendBack')}
        </Button>
        <Button variant="danger" onClick={() => act('reject')} loading={decide.isPending && decide.variables === 'reject'} disabled={decide.isPending}>
          {t('reject')}
        </Button>
      </Actions>
    </Sheet>
  );
}
