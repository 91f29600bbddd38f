import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FormErrorBox, RadioGroup } from '@tajriba/design-system';
import { isApiError } from '@tajriba/api-client';
import { api, useApiContext, useReference } from '../../shared/api/verification-api';
import { FileSlot } from '../../shared/ui/file-slot';
import { Card, Footer, Lead, Page, Steps, Title, navigate } from '../../shared/ui/layout';
import { errorsOf, refreshAfterResubmit } from '../../shared/api/resubmit';

const COMPANY = 1;
type Slot = 'main' | 'secondary' | 'other';

/** `/verification/work-papers`: company or freelancer, three PDF slots (first two required), submitted (host spec §2). */
export default function WorkPapersWizardPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { client, userId } = useApiContext();
  const qc = useQueryClient();
  const workTypes = useReference('workTypes');
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [workType, setWorkType] = useState<number | null>(null);
  const [files, setFiles] = useState<Partial<Record<Slot, File>>>({});
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const submit = async () => {
    if (!workType || !files.main || !files.secondary) return;
    setBusy(true);
    setErrors([]);
    setFieldErrors({});
    try {
      const mainFileId = await api.upload(client, files.main, 'pdf');
      const secondaryFileId = await api.upload(client, files.secondary, 'pdf');
      const otherFileId = files.other ? await api.upload(client, files.other, 'pdf') : null;
      await api.verifyWorkPapers(client, { workType, mainFileId, secondaryFileId, otherFileId });
      await refreshAfterResubmit(qc, client, userId);
      setStep(3);
    } catch (e) {
      setErrors(errorsOf(e, t('verification.error.generic')));
      setFieldErrors(isApiError(e) ? e.fieldsErrors : {});
    } finally {
      setBusy(false);
    }
  };
  const err = (slot: Slot) => fieldErrors[`${slot}FileId`]?.[0];

  return (
    <Page data-testid="work-wizard" data-step={step}>
      <Title>{t('verification.work.wizardTitle')}</Title>
      <Lead>{t('verification.work.wizardLead')}</Lead>
      <Card>
        {step < 3 && <Steps current={step} total={2} />}
        {step === 1 && (
          <RadioGroup label={t('verification.work.type')} value={workType} onChange={setWorkType} options={(workTypes.data ?? []).map((w) => ({ value: w.id, label: w.name }))} />
        )}
        {step === 2 && (
          <>
            {workType === COMPANY && <p data-testid="company-hint">{t('verification.work.companyHint')}</p>}
            {(['main', 'secondary', 'other'] as Slot[]).map((slot) => (
              <div key={slot} style={{ marginBlockEnd: 12 }}>
                <FileSlot kind="pdf" required={slot !== 'other'} label={t(`verification.work.slot.${slot}`)} fileName={files[slot]?.name ?? null} error={err(slot) ? t(err(slot)!) : null} testId={`work-${slot}`} onFile={(f) => setFiles((x) => ({ ...x, [slot]: f }))} />
              </div>
            ))}
          </>
        )}
        {step === 3 && (
          <output data-testid="work-done" style={{ display: 'block' }}>
            <h2>{t('verification.work.doneTitle')}</h2>
            <p>{t('verification.work.done')}</p>
            <Button onClick={() => navigate('/verification')}>{t('verification.toStatus')}</Button>
          </output>
        )}
        <FormErrorBox errors={errors} />
        {step < 3 && (
          <Footer>
            <Button variant="secondary" onClick={() => (step === 1 ? window.history.back() : setStep(1))}>
              {t('verification.back')}
            </Button>
            {step === 1 ? (
              <Button onClick={() => setStep(2)} disabled={!workType} data-testid="next">
                {t('verification.next')}
              </Button>
            ) : (
              <Button onClick={submit} loading={busy} disabled={!files.main || !files.secondary} data-testid="submit-work">
                {t('verification.submit')}
              </Button>
            )}
          </Footer>
        )}
      </Card>
    </Page>
  );
}
