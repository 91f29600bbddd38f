import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, Modal } from '@tajriba/design-system';
import { ErrorText } from './ui';

/** Webcam captures are 1280×720 JPEG (§5 media, §9). */
const WIDTH = 1280;
const HEIGHT = 720;

const Stage = styled.div`
  position: relative;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  video,
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
const Denied = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.status.danger.bg};
  color: ${({ theme }) => theme.colors.status.danger.fg};
  p {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  inline-size: 100%;
`;

/** One frame of the live video as a 1280×720 JPEG, framed like the preview (cover). */
function grab(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx || !video.videoWidth) return Promise.reject(new Error('no frame'));
  const scale = Math.max(WIDTH / video.videoWidth, HEIGHT / video.videoHeight);
  const w = video.videoWidth * scale;
  const h = video.videoHeight * scale;
  ctx.drawImage(video, (WIDTH - w) / 2, (HEIGHT - h) / 2, w, h);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b && b.type === 'image/jpeg' ? resolve(b) : reject(new Error('not a jpeg'))), 'image/jpeg', 0.9));
}

/**
 * "Take a photo" for the media step: the live camera (no audio), capture, then a preview with
 * Retake / Use. A denied or missing camera shows the permission notice with Back (§8); a capture
 * that fails says so and keeps the camera on. `onUse` uploads the JPEG; its failure keeps the preview.
 */
export function CameraDialog({ open, onClose, onUse }: { open: boolean; onClose(): void; onUse(photo: File): Promise<void> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.camera.${id}` });
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'live' | 'denied'>('starting');
  const [shot, setShot] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The camera runs only while the dialog is open and no photo is being previewed.
  const live = open && !shot;
  useEffect(() => {
    if (!live) return undefined;
    let stream: MediaStream | null = null;
    let cancelled = false;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: { width: { ideal: WIDTH }, height: { ideal: HEIGHT } } });
        if (cancelled) return;
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        setState('live');
      } catch {
        if (!cancelled) setState('denied');
      }
    })();
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [live]);

  useEffect(() => () => void (shot && URL.revokeObjectURL(shot.url)), [shot]);

  const close = () => {
    setState('starting');
    setShot(null);
    setError(null);
    onClose();
  };
  const capture = async () => {
    setError(null);
    try {
      const blob = await grab(video.current!);
      setShot({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setError(t('captureFailed'));
    }
  };
  const use = async () => {
    if (!shot) return;
    setBusy(true);
    setError(null);
    try {
      await onUse(new File([shot.blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }));
      close();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : intl.formatMessage({ id: 'host-wizard.media.uploadFailed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      size="lg"
      title={t('title')}
      footer={
        state === 'denied' && !shot ? (
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage({ id: 'host-wizard.frame.back' })}
          </Button>
        ) : (
          <Actions>
            {shot ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setState('starting');
                  setShot(null);
                }}
                disabled={busy}
              >
                {t('retake')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={close}>
                {intl.formatMessage({ id: 'host-wizard.frame.back' })}
              </Button>
            )}
            {shot ? (
              <Button onClick={() => void use()} loading={busy}>
                {t('use')}
              </Button>
            ) : (
              <Button onClick={() => void capture()} disabled={state !== 'live'}>
                {t('capture')}
              </Button>
            )}
          </Actions>
        )
      }
    >
      {state === 'denied' && !shot ? (
        <Denied role="alert" data-testid="camera-denied">
          <strong>{t('deniedTitle')}</strong>
          <p>{t('denied')}</p>
        </Denied>
      ) : (
        <Stage data-testid="camera">{shot ? <img src={shot.url} alt={t('preview')} /> : <video ref={video} muted playsInline aria-label={t('live')} />}</Stage>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Modal>
  );
}
