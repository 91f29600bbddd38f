import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi } from '@tajriba/api-client/testing';
import { messages } from '../../../i18n/messages';
import { renderRemote } from '../../../test/render-remote';
import { RetakeDialog } from '../retake-dialog';

const en = messages.en;
const ar = messages.ar;
const dialog = () => screen.getByTestId('retake-dialog');

describe('the photo retake dialog', () => {
  it('opens on the reviewer’s feedback ("-" when there is no text); Cancel closes it', async () => {
    const onClose = jest.fn();
    renderRemote('/verification', 'en', true, { api: createFakeApi({}) }, <RetakeDialog slot="personal" feedback={{ issue: 'glare', feedback: null }} onClose={onClose} />);
    expect(await screen.findByTestId('retake-issue')).toHaveTextContent(en['verification.issue.glare']);
    expect(screen.getByTestId('retake-feedback')).toHaveTextContent('-');
    expect(dialog()).toHaveAttribute('data-step', 'feedback');
    await userEvent.click(screen.getByRole('button', { name: en['verification.cancel'] }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Resubmit → prepare (selfie advice) → camera; without a camera the notice’s Back returns to the feedback', async () => {
    const user = userEvent.setup();
    renderRemote('/verification', 'ar', true, { api: createFakeApi({}) }, <RetakeDialog slot="personal" feedback={{ issue: 'faceNotVisible', feedback: 'أقرب قليلًا' }} onClose={jest.fn()} />);
    expect(await screen.findByTestId('retake-feedback')).toHaveTextContent('أقرب قليلًا');
    await user.click(screen.getByTestId('retake-resubmit'));
    expect(dialog()).toHaveAttribute('data-step', 'prepare');
    expect(screen.getByText(ar['verification.selfie.prepare'])).toBeInTheDocument();
    await user.click(screen.getByTestId('open-camera'));
    // jsdom has no camera: the no-camera notice, in Arabic.
    expect(await screen.findByTestId('camera-denied')).toHaveTextContent(ar['verification.camera.deniedTitle']);
    await user.click(screen.getByTestId('camera-back'));
    expect(dialog()).toHaveAttribute('data-step', 'feedback');
  });

  it('without feedback it starts at prepare, with document advice for an ID image; Back closes', async () => {
    const onClose = jest.fn();
    renderRemote('/verification', 'en', true, { api: createFakeApi({}) }, <RetakeDialog slot="main" feedback={null} onClose={onClose} />);
    expect(await screen.findByText(en['verification.retake.prepareDocument'])).toBeInTheDocument();
    expect(dialog()).toHaveAttribute('data-step', 'prepare');
    await userEvent.click(screen.getByRole('button', { name: en['verification.back'] }));
    expect(onClose).toHaveBeenCalled();
  });
});
