import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button } from '@tajriba/design-system';
import { Row } from '../ui/layout';

/** Spec §9: webcam captures are 1280×720 JPEG, without audio. */
export const CAPTURE_WIDTH = 1280;
export const CAPTURE_HEIGHT = 720;

const Frame = styled.div`
  position: relative;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  background: #000;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  video {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
/** The circular guide for a selfie: the face goes inside the circle. */
const Guide = styled.div`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-start: 50%;
  transform: translate(-50%, -50%);
  block-size: 78%;
  aspect-ratio: 1;
  border-radius: 50%;
  border: 3px dashed #fff;
  box-shadow: 0 0 0 999px rgba(0, 0, 0, 0.45);
  pointer-events: none;
`;
const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
  min-block-size: 200px;
  p {
    margin: 0;
  }
  padding: ${({ theme }) => theme.spacing[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.status.danger.bg};
  color: ${({ theme }) => theme.colors.status.danger.fg};
`;

export interface WebcamProps {
  /** Show the circular face guide (selfie). */
  circle?: boolean;
  onCapture: (dataUrl: string) => void;
  onBack: () => void;
}

/**
 * Live camera with capture. A denied or missing camera shows the no-camera notice with Back
 * (spec §5); a capture that fails shows an error and keeps the camera on.
 */
export function Webcam({ circle, onCapture, onBack }: WebcamProps) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'live' | 'denied'>('starting');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: { width: { ideal: CAPTURE_WIDTH }, height: { ideal: CAPTURE_HEIGHT }, facingMode: 'user' } });
        if (cancelled) return stream.getTracks().forEach((t) => t.stop());
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        setState('live');
      } catch {
        if (!cancelled) setState('denied');
      }
    };
    void start();
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const capture = () => {
    try {
      const v = video.current;
      if (!v || !v.videoWidth) throw new Error('no frame');
      const canvas = document.createElement('canvas');
      canvas.width = CAPTURE_WIDTH;
      canvas.height = CAPTURE_HEIGHT;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      // Cover 1280×720 whatever the camera's own size (same framing as the preview).
      const scale = Math.max(CAPTURE_WIDTH / v.videoWidth, CAPTURE_HEIGHT / v.videoHeight);
      const w = v.videoWidth * scale;
      const h = v.videoHeight * scale;
      ctx.drawImage(v, (CAPTURE_WIDTH - w) / 2, (CAPTURE_HEIGHT - h) / 2, w, h);
      const url = canvas.toDataURL('image/jpeg', 0.9);
      if (!url.startsWith('data:image/jpeg')) throw new Error('not a jpeg');
      setFailed(false);
      onCapture(url);
    } catch {
      setFailed(true);
    }
  };

  if (state === 'denied')
    return (
      <Notice role="alert" data-testid="camera-denied">
        <strong>{intl.formatMessage({ id: 'verification.camera.deniedTitle' })}</strong>
        <p>{intl.formatMessage({ id: 'verification.camera.denied' })}</p>
        <Button variant="secondary" onClick={onBack} data-testid="camera-back">
          {intl.formatMessage({ id: 'verification.back' })}
        </Button>
      </Notice>
    );
  return (
    <div>
      <Frame data-testid="webcam">
        <video ref={video} muted playsInline aria-label={intl.formatMessage({ id: 'verification.camera.live' })} />
        {circle && <Guide data-testid="face-guide" />}
      </Frame>
      {failed && (
        <p role="alert" data-testid="capture-error">
          {intl.formatMessage({ id: 'verification.camera.failed' })}
        </p>
      )}
      <Row style={{ marginBlockStart: 16, justifyContent: 'space-between' }}>
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'verification.back' })}
        </Button>
        <Button onClick={capture} disabled={state !== 'live'} data-testid="capture">
          {intl.formatMessage({ id: 'verification.camera.capture' })}
        </Button>
      </Row>
    </div>
  );
}

/** A captured picture with Retake / Use. */
export function CapturePreview({ src, onRetake, onUse, busy }: { src: string; onRetake: () => void; onUse: () => void; busy?: boolean }) {
  const intl = useIntl();
  return (
    <div>
      <Frame>
        <img src={src} alt={intl.formatMessage({ id: 'verification.camera.preview' })} style={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }} data-testid="capture-preview" />
      </Frame>
      <Row style={{ marginBlockStart: 16, justifyContent: 'space-between' }}>
        <Button variant="secondary" onClick={onRetake} disabled={busy} data-testid="retake">
          {intl.formatMessage({ id: 'verification.camera.retake' })}
        </Button>
        <Button onClick={onUse} loading={busy} data-testid="use-photo">
          {intl.formatMessage({ id: 'verification.camera.use' })}
        </Button>
      </Row>
    </div>
  );
}
