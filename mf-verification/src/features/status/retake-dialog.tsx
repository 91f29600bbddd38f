import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FormErrorBox, Modal } from '@tajriba/design-system';
import type { IdentitySlot } from '@tajriba/contracts/verification';
import { api, useApiContext } from '../../shared/api/verification-api';
import { CapturePreview, Webcam } from '../../shared/camera/webcam';
import { Row } from '../../shared/ui/layout';
import { errorsOf, refreshAfterResubmit } from '../../shared/api/resubmit';

type Step = 'feedback' | 'prepare' | 'webcam' | 'preview' | 'success';

/**
 * The identity photo retake dialog (spec §4): feedback (issue and feedback, "-" when none; Cancel
 * / Resubmit) → prepare → webcam → preview (retake or submit) → success. Preview without a
 * picture returns to the webcam; Back from the webcam goes to feedback when there is one,
 * otherwise to prepare.
 */
export function RetakeDialog({ slot, feedback, onClose }: { slot: IdentitySlot; feedback: { issue: string; feedback: string | null } | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const { client, userId } = useApiContext();
  const qc = useQueryClient();
  const [step, setStep] = useState<Step>(feedback ? 'feedback' : 'prepare');
  const [photo, setPhoto] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const shown: Step = step === 'preview' && !photo ? 'webcam' : step;

  const submit = async () => {
    if (!photo) return setStep('webcam');
    setBusy(true);
    setErrors([]);
    try {
      const fileId = await api.uploadCapture(client, photo);
      await api.resubmit(client, 'identity', slot, fileId);
      await refreshAfterResubmit(qc, client, userId);
      setStep('success');
    } catch (e) {
      setErrors(errorsOf(e, t('verification.error.generic')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('verification.retake.title', { document: t(`verification.identity.slot.${slot}`) })} size="lg" dismissible={!busy}>
      <div data-testid="retake-dialog" data-step={shown}>
        {shown === 'feedback' && (
          <>
            <dl>
              <dt>{t('verification.review.issue')}</dt>
              <dd data-testid="retake-issue">{feedback ? t(`verification.issue.${feedback.issue}`) : '-'}</dd>
              <dt>{t('verification.review.feedback')}</dt>
              <dd data-testid="retake-feedback">{feedback?.feedback || '-'}</dd>
            </dl>
            <Row style={{ justifyContent: 'space-between' }}>
              <Button variant="secondary" onClick={onClose}>
                {t('verification.cancel')}
              </Button>
              <Button onClick={() => setStep('prepare')} data-testid="retake-resubmit">
                {t('verification.resubmit')}
              </Button>
            </Row>
          </>
        )}
        {shown === 'prepare' && (
          <>
            <p>{t(slot === 'personal' ? 'verification.selfie.prepare' : 'verification.retake.prepareDocument')}</p>
            <Row style={{ justifyContent: 'space-between' }}>
              <Button variant="secondary" onClick={() => (feedback ? setStep('feedback') : onClose())}>
                {t('verification.back')}
              </Button>
              <Button onClick={() => setStep('webcam')} data-testid="open-camera">
                {t('verification.camera.open')}
              </Button>
            </Row>
          </>
        )}
        {shown === 'webcam' && (
          <Webcam
            circle={slot === 'personal'}
            onBack={() => setStep(feedback ? 'feedback' : 'prepare')}
            onCapture={(url) => {
              setPhoto(url);
              setStep('preview');
            }}
          />
        )}
        {shown === 'preview' && photo && (
          <>
            <CapturePreview
              src={photo}
              busy={busy}
              onRetake={() => {
                setPhoto(null);
                setStep('webcam');
              }}
              onUse={submit}
            />
            <FormErrorBox errors={errors} />
          </>
        )}
        {shown === 'success' && (
          <>
            <output data-testid="retake-success" style={{ display: 'block' }}>
              {t('verification.retake.success')}
            </output>
            <Button onClick={onClose}>{t('verification.done')}</Button>
          </>
        )}
      </div>
    </Modal>
  );
}
