import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, Modal } from '@tajriba/design-system';

/** The part of the Barcode Detection API we use (not in TypeScript's DOM types yet). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = (): DetectorClass | null => (typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector : null);

/** The camera scan is offered only where the browser can both read QR codes and open a camera. */
export const canScan = (): boolean => !!detectorClass() && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

const Video = styled.video`
  display: block;
  inline-size: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;
const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.status.danger.fg};
`;

/** How often a frame is read: often enough to feel instant, rarely enough to leave the phone cool. */
const SCAN_EVERY_MS = 250;

/**
 * Scans a guest's ticket QR with the back camera (BarcodeDetector) and hands its text to the ticket
 * check, which verifies it exactly as if it had been typed. The camera stops as soon as a code is
 * read or the dialog closes; a refused or missing camera says so, and typing the code still works.
 */
export function CameraScan({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setProblem] = useState<'denied' | 'unavailable' | null>(null);
  const problem = detectorClass() ? failure : 'unavailable';

  useEffect(() => {
    const Barcode = detectorClass();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let live = true;
    const stop = () => {
      live = false;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    if (!Barcode) return stop;
    const detector = new Barcode({ formats: ['qr_code'] });
    const scan = async () => {
      if (!live || !video.current) return;
      try {
        const [found] = await detector.detect(video.current);
        if (live && found?.rawValue) {
          stop();
          onCode(found.rawValue.trim());
          return;
        }
      } catch {
        // a frame that cannot be read yet (the video is still starting): try the next one
      }
      if (live) timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (s) => {
        stream = s;
        if (!live) return stop();
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play()?.catch(() => undefined);
        }
        void scan();
      },
      (err: unknown) => {
        if (live) setProblem(err instanceof DOMException && (err.name === 'NotAllowedError' || err.name === 'SecurityError') ? 'denied' : 'unavailable');
      },
    );
    return stop;
  }, [onCode]);

  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'host.ticket.scanTitle' })}
      description={intl.formatMessage({ id: 'host.ticket.scanHelp' })}
      footer={
        <Button type="button" variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'host.ticket.scanStop' })}
        </Button>
      }
    >
      {problem ? (
        <Problem role="alert">{intl.formatMessage({ id: problem === 'denied' ? 'host.ticket.cameraDenied' : 'host.ticket.cameraUnavailable' })}</Problem>
      ) : (
        <Video ref={video} muted playsInline aria-label={intl.formatMessage({ id: 'host.ticket.scanTitle' })} data-testid="ticket-camera" />
      )}
    </Modal>
  );
}
