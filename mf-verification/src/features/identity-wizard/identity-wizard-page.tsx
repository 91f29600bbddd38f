import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FormErrorBox, RadioGroup, Select, TextField } from '@tajriba/design-system';
import type { NationalIdentityRequest } from '@tajriba/contracts/verification';
import { isApiError } from '@tajriba/api-client';
import { api, useApiContext, useReference } from '../../shared/api/verification-api';
import { CapturePreview, Webcam } from '../../shared/camera/webcam';
import { FileSlot } from '../../shared/ui/file-slot';
import { Card, Footer, Lead, Page, Steps, Title, navigate } from '../../shared/ui/layout';
import { errorsOf, refreshAfterResubmit } from '../../shared/api/resubmit';

/** Identity type ids (§3): national ID, driver licence and the Saudi type are Saudi-only. */
const RESIDENCE_PERMIT = 3;
const SAUDI_TYPE = 5;
type Step = 'saudi' | 'national' | 'type' | 'uploadType' | 'documents' | 'selfie' | 'final' | 'done';
type Side = 'main' | 'other';
interface Picked {
  name: string;
  blob: Blob | null;
  dataUrl: string | null;
}

/** `/verification/identity`: the identity wizard (spec §4), Saudi route or documents route. */
export default function IdentityWizardPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { client, userId } = useApiContext();
  const qc = useQueryClient();
  const countries = useReference('countries');
  const types = useReference('identityTypes');
  const [step, setStep] = useState<Step>('saudi');
  const [saudi, setSaudi] = useState<'yes' | 'no' | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  const [idType, setIdType] = useState<number | null>(null);
  const [needsBack, setNeedsBack] = useState(false);
  const [uploadType, setUploadType] = useState<'file' | 'webcam'>('file');
  const [docs, setDocs] = useState<Partial<Record<Side, Picked>>>({});
  const [camFor, setCamFor] = useState<Side | null>(null);
  const [selfieStep, setSelfieStep] = useState<'prepare' | 'webcam' | 'preview'>('prepare');
  const [selfie, setSelfie] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const saudiId = countries.data?.find((c) => c.code2 === 'SA')?.id ?? null;
  const isSaudi = countryId !== null && countryId === saudiId;
  const order: Step[] = ['type', 'uploadType', 'documents', 'selfie', 'final'];
  const fail = (e: unknown) => {
    setErrors(errorsOf(e, t('verification.error.generic')));
    setFieldErrors(isApiError(e) ? e.fieldsErrors : {});
  };
  const fieldError = (k: string) => (fieldErrors[k]?.[0] ? t(fieldErrors[k][0]) : undefined);

  const clearField = (k: string) => setFieldErrors((x) => Object.fromEntries(Object.entries(x).filter(([f]) => f !== k)));
  const chooseCountry = (id: number | null) => {
    setCountryId(id);
    clearField('countryId');
    // A non-Saudi country while a Saudi-only type is chosen switches to residence permit (§4).
    const saudiOnly = types.data?.find((x) => x.id === idType)?.saudiOnly;
    if (id !== null && id !== saudiId && saudiOnly) setIdType(RESIDENCE_PERMIT);
  };
  const typeOptions = (types.data ?? []).filter((x) => x.id !== SAUDI_TYPE && (isSaudi || !x.saudiOnly)).map((x) => ({ value: x.id, label: x.name }));
  const ready = !!docs.main && (!needsBack || !!docs.other);

  const next = async () => {
    setErrors([]);
    setFieldErrors({});
    if (step === 'saudi') return setStep(saudi === 'yes' ? 'national' : 'type');
    if (step === 'type') {
      if (countryId === null || idType === null) return setFieldErrors({ ...(countryId === null ? { countryId: ['validation.required'] } : {}), ...(idType === null ? { idType: ['validation.required'] } : {}) });
      setBusy(true);
      try {
        const r = await api.chooseIdType(client, { countryId, idType });
        setNeedsBack(r.needsBack);
        setStep('uploadType');
      } catch (e) {
        fail(e);
      } finally {
        setBusy(false);
      }
      return;
    }
    const i = order.indexOf(step);
    if (i >= 0 && i < order.length - 1) setStep(order[i + 1]);
  };
  const back = () => {
    setErrors([]);
    if (step === 'national' || step === 'type') return setStep('saudi');
    const i = order.indexOf(step);
    if (i > 0) setStep(order[i - 1]);
  };

  const submit = async () => {
    if (!docs.main || !selfie || countryId === null || idType === null) return;
    setBusy(true);
    setErrors([]);
    try {
      const up = (p: Picked) => (p.blob ? api.upload(client, p.blob, 'image') : api.uploadCapture(client, p.dataUrl!));
      const mainImageId = await up(docs.main);
      const otherImageId = needsBack && docs.other ? await up(docs.other) : null;
      const personalImageId = await api.uploadCapture(client, selfie);
      const country = countries.data?.find((c) => c.id === countryId);
      await api.verifyIdentity(client, { idType, countryId, issuingCountry: country?.name, mainImageId, otherImageId, personalImageId });
      await refreshAfterResubmit(qc, client, userId);
      setStep('done');
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const stepNo = order.indexOf(step) + 2;
  return (
    <Page data-testid="identity-wizard" data-step={step}>
      <Title>{t('verification.identity.wizardTitle')}</Title>
      <Lead>{t('verification.identity.wizardLead')}</Lead>
      <Card>
        {step === 'saudi' && (
          <RadioGroup
            label={t('verification.identity.haveSaudiId')}
            value={saudi}
            onChange={setSaudi}
            options={[
              { value: 'yes', label: t('verification.yes'), description: t('verification.identity.yesHint') },
              { value: 'no', label: t('verification.no'), description: t('verification.identity.noHint') },
            ]}
          />
        )}
        {step === 'national' && <NationalStep onDone={() => setStep('done')} onBack={back} />}
        {step === 'type' && (
          <>
            <Steps current={stepNo} total={order.length + 1} />
            <Select label={t('verification.identity.country')} value={countryId} onChange={(v) => chooseCountry(v === null ? null : Number(v))} options={(countries.data ?? []).map((c) => ({ value: c.id, label: c.name }))} error={fieldError('countryId')} data-testid="country" />
            <Select label={t('verification.identity.idType')} value={idType} onChange={(v) => {
                setIdType(v === null ? null : Number(v));
                clearField('idType');
              }} options={typeOptions} error={fieldError('idType')} data-testid="id-type" />
          </>
        )}
        {step === 'uploadType' && (
          <>
            <Steps current={stepNo} total={order.length + 1} />
            <RadioGroup
              label={t('verification.identity.uploadType')}
              value={uploadType}
              onChange={setUploadType}
              options={[
                { value: 'file', label: t('verification.identity.uploadFile'), description: t('verification.identity.recommended') },
                { value: 'webcam', label: t('verification.identity.uploadWebcam') },
              ]}
            />
          </>
        )}
        {step === 'documents' && (
          <>
            <Steps current={stepNo} total={order.length + 1} />
            <p>{t(needsBack ? 'verification.identity.needsBoth' : 'verification.identity.needsOne')}</p>
            {camFor ? (
              <Webcam
                onBack={() => setCamFor(null)}
                onCapture={(url) => {
                  setDocs((d) => ({ ...d, [camFor]: { name: t('verification.camera.captured'), blob: null, dataUrl: url } }));
                  setCamFor(null);
                }}
              />
            ) : (
              (['main', 'other'] as Side[])
                .filter((s) => s === 'main' || needsBack)
                .map((side) =>
                  uploadType === 'file' ? (
                    <FileSlot key={side} kind="image" required label={t(`verification.identity.slot.${side}`)} fileName={docs[side]?.name ?? null} testId={`doc-${side}`} onFile={(f) => setDocs((d) => ({ ...d, [side]: { name: f.name, blob: f, dataUrl: null } }))} />
                  ) : (
                    <Footer key={side} style={{ marginBlockStart: 8 }}>
                      <span>
                        {t(`verification.identity.slot.${side}`)} *{docs[side] ? ` — ${docs[side]!.name}` : ''}
                      </span>
                      <Button variant="secondary" onClick={() => setCamFor(side)} data-testid={`capture-${side}`}>
                        {t('verification.camera.open')}
                      </Button>
                    </Footer>
                  ),
                )
            )}
          </>
        )}
        {step === 'selfie' && (
          <>
            <Steps current={stepNo} total={order.length + 1} />
            {selfieStep === 'prepare' && (
              <>
                <p>{t('verification.selfie.prepare')}</p>
                <Button onClick={() => setSelfieStep('webcam')} data-testid="open-camera">
                  {t('verification.camera.open')}
                </Button>
              </>
            )}
            {selfieStep === 'webcam' && (
              <Webcam
                circle
                onBack={() => setSelfieStep('prepare')}
                onCapture={(url) => {
                  setSelfie(url);
                  setSelfieStep('preview');
                }}
              />
            )}
            {selfieStep === 'preview' && selfie && (
              <CapturePreview
                src={selfie}
                onRetake={() => {
                  setSelfie(null);
                  setSelfieStep('webcam');
                }}
                onUse={() => setStep('final')}
              />
            )}
          </>
        )}
        {step === 'final' && (
          <>
            <Steps current={stepNo} total={order.length + 1} />
            <p>{t('verification.identity.final')}</p>
            <ul data-testid="final-summary">
              <li>{countries.data?.find((c) => c.id === countryId)?.name}</li>
              <li>{types.data?.find((x) => x.id === idType)?.name}</li>
              <li>{t(needsBack ? 'verification.identity.twoImages' : 'verification.identity.oneImage')}</li>
              <li>{t('verification.identity.selfieReady')}</li>
            </ul>
          </>
        )}
        {step === 'done' && (
          <output data-testid="identity-done" style={{ display: 'block' }}>
            <h2>{t('verification.identity.doneTitle')}</h2>
            <p>{t(saudi === 'yes' ? 'verification.national.done' : 'verification.identity.done')}</p>
            <Button onClick={() => navigate('/verification')}>{t('verification.toStatus')}</Button>
          </output>
        )}
        <FormErrorBox errors={errors} />
        {step !== 'national' && step !== 'done' && !(step === 'selfie' && selfieStep !== 'prepare') && !camFor && (
          <Footer>
            <Button variant="secondary" onClick={step === 'saudi' ? () => window.history.back() : back}>
              {t('verification.back')}
            </Button>
            {step === 'final' ? (
              <Button onClick={submit} loading={busy} data-testid="submit-identity">
                {t('verification.submit')}
              </Button>
            ) : (
              <Button onClick={next} loading={busy} disabled={(step === 'saudi' && !saudi) || (step === 'documents' && !ready) || (step === 'selfie' && !selfie)} data-testid="next">
                {t('verification.next')}
              </Button>
            )}
          </Footer>
        )}
      </Card>
    </Page>
  );
}

/** The test app's page (a path of this site or another origin) for this national ID, in the page's language. */
function testAppLink(base: string, nationalId: string, locale: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('nationalId', nationalId);
  url.searchParams.set('lang', locale.startsWith('ar') ? 'ar' : 'en');
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** The national identity service route: ID → the number to pick in the app → wait → done, rejected or expired (retry). */
function NationalStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { client, userId } = useApiContext();
  const qc = useQueryClient();
  const [nationalId, setNationalId] = useState('');
  const [req, setReq] = useState<NationalIdentityRequest | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErr, setFieldErr] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!req || req.status !== 'waiting') return;
    const timer = window.setTimeout(async () => {
      try {
        const r = await api.nationalPoll(client, req.requestId);
        setReq(r);
        if (r.status === 'completed') {
          await refreshAfterResubmit(qc, client, userId);
          onDone();
        }
      } catch (e) {
        setErrors(errorsOf(e, t('verification.error.generic')));
        setReq({ ...req, status: 'expired' });
      }
    }, 2000);
    return () => window.clearTimeout(timer);
  });

  const start = async () => {
    setBusy(true);
    setErrors([]);
    setFieldErr(undefined);
    try {
      setReq(await api.nationalStart(client, nationalId.trim()));
    } catch (e) {
      const f = isApiError(e) ? e.fieldsErrors.nationalId?.[0] : undefined;
      if (f) setFieldErr(t(f));
      else setErrors(errorsOf(e, t('verification.error.generic')));
    } finally {
      setBusy(false);
    }
  };

  if (req && req.status !== 'completed')
    return (
      <div data-testid="national-request" data-status={req.status}>
        {req.status === 'waiting' && (
          <>
            <p>{t('verification.national.pick')}</p>
            <p style={{ fontSize: 48, fontWeight: 700, margin: '8px 0' }} data-testid="national-number">
              {intl.formatNumber(req.randomNumber, { minimumIntegerDigits: 2 })}
            </p>
            <output style={{ display: 'block' }}>{t('verification.national.waiting')}</output>
            {req.testAppUrl && (
              // the API names the page (its sandbox, or the Nafath stand-in's app) and none in production
              <p>
                <a href={testAppLink(req.testAppUrl, nationalId.trim(), intl.locale)} target="_blank" rel="noreferrer" data-testid="sandbox-link">
                  {t('verification.national.sandbox')}
                </a>
              </p>
            )}
          </>
        )}
        {(req.status === 'rejected' || req.status === 'expired') && (
          <>
            <p role="alert" data-testid="national-failed">
              {t(`verification.national.${req.status}`)}
            </p>
            <Button onClick={() => setReq(null)} data-testid="national-retry">
              {t('verification.national.retry')}
            </Button>
          </>
        )}
        <FormErrorBox errors={errors} />
      </div>
    );
  return (
    <div>
      <TextField label={t('verification.national.id')} value={nationalId} onChange={(e) => setNationalId(e.target.value)} inputMode="numeric" maxLength={10} error={fieldErr} data-testid="national-id" />
      <FormErrorBox errors={errors} />
      <Footer>
        <Button variant="secondary" onClick={onBack}>
          {t('verification.back')}
        </Button>
        <Button onClick={start} loading={busy} disabled={!nationalId.trim()} data-testid="national-start">
          {t('verification.national.start')}
        </Button>
      </Footer>
    </div>
  );
}
