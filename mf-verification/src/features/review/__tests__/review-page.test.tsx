import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import type { ReviewSubmission } from '@tajriba/contracts/verification';
import { messages } from '../../../i18n/messages';
import { renderRemote } from '../../../test/render-remote';

const en = messages.en;
const ar = messages.ar;
const pending = { id: 1, name: 'pending' as const };
// A 1×1 PNG: what the review endpoint hands over (base64, never a public URL).
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const submission: ReviewSubmission = {
  userId: 77,
  fullName: 'Noura Al-Shehri',
  email: 'noura@example.sa',
  kind: 'identity',
  status: pending,
  typeId: 1,
  countryId: 194,
  issuingCountry: 'Saudi Arabia',
  submittedAt: '2026-11-20T09:00:00.000Z',
  documents: (['main', 'other', 'personal'] as const).map((slot, i) => ({ slot, fileId: `f-${i}`, path: `/files/f-${i}`, contentType: 'image/jpeg', sizeInBytes: 2048, status: pending, feedback: null })),
};

function fakeApi() {
  return createFakeApi({
    'GET /api/Verification/identity/:userId': ok(submission),
    'GET /api/Verification/identity/:userId/Documents/:slot': ok({ contentType: 'image/png', sizeInBytes: 68, dataBase64: PNG }),
    'POST /api/Verification/identity/:userId/Decision': ok({ ...submission, status: { id: 2, name: 'approved' } }),
  });
}

beforeAll(() => {
  // jsdom has no object URLs: the page shows each document from one.
  URL.createObjectURL = jest.fn(() => 'blob:document');
  URL.revokeObjectURL = jest.fn();
});

const decisions = (api: ReturnType<typeof createFakeApi>) => api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/Decision')).map((c) => c.body);

describe('the staff review screen', () => {
  it('shows the person and every document side by side, each fetched through the review endpoint', async () => {
    const api = fakeApi();
    renderRemote('/verification/review/identity/77', 'en', true, { api });
    expect(await screen.findByTestId('review-name')).toHaveTextContent('Noura Al-Shehri');
    for (const slot of ['main', 'other', 'personal']) {
      const card = screen.getByTestId(`review-card-${slot}`);
      expect(await within(card).findByRole('img', { name: en[`verification.identity.slot.${slot}`] })).toHaveAttribute('src', 'blob:document');
    }
    const fetched = api.calls.filter((c) => c.path.includes('/Documents/')).map((c) => c.path);
    expect(fetched.sort()).toEqual(['/api/Verification/identity/77/Documents/main', '/api/Verification/identity/77/Documents/other', '/api/Verification/identity/77/Documents/personal']);
  });

  it('approves: the decision is posted and the queue opens again', async () => {
    const api = fakeApi();
    renderRemote('/verification/review/identity/77', 'en', true, { api });
    await userEvent.click(await screen.findByTestId('decide-approve'));
    await waitFor(() => expect(decisions(api)).toEqual([{ decision: 'approve' }]));
    await waitFor(() => expect(window.location.pathname).toBe('/verification/review'));
    expect(window.location.search).toBe('?kind=identity');
  });

  it('sending back needs a document and an issue for each, says so under the fields, then posts issue and feedback', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderRemote('/verification/review/identity/77', 'en', true, { api });
    await user.click(await screen.findByTestId('decide-resubmit'));
    expect(await screen.findByText(en['verification.review.chooseDocument'])).toBeInTheDocument();

    const selfie = screen.getByTestId('review-card-personal');
    await user.click(within(selfie).getByRole('checkbox', { name: en['verification.review.sendBack'] }));
    // Approving while a document is marked to go back is not offered.
    expect(screen.getByTestId('decide-approve')).toBeDisabled();
    await user.click(screen.getByTestId('decide-resubmit'));
    expect(await within(selfie).findByText(en['validation.required'])).toBeInTheDocument();
    expect(decisions(api)).toEqual([]);

    await user.selectOptions(within(selfie).getByRole('combobox', { name: en['verification.review.issue'] }), en['verification.issue.glare']);
    await user.click(within(selfie).getByRole('textbox', { name: en['verification.review.feedback'] }));
    await user.paste('Turn away from the window');
    await user.click(screen.getByTestId('decide-resubmit'));
    await waitFor(() => expect(decisions(api)).toEqual([{ decision: 'resubmit', documents: [{ slot: 'personal', issue: 'glare', feedback: 'Turn away from the window' }] }]));
  });

  it('shows the server’s reason when a decision fails, and stays on the submission (Arabic)', async () => {
    const api = fakeApi();
    api.on('POST /api/Verification/identity/:userId/Decision', fail(409, ['تم البت في هذا الطلب بالفعل.']));
    renderRemote('/verification/review/identity/77', 'ar', true, { api });
    await userEvent.click(await screen.findByRole('button', { name: ar['verification.review.approve'] }));
    expect(await screen.findByText('تم البت في هذا الطلب بالفعل.')).toBeInTheDocument();
    expect(screen.getByTestId('review-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ar['verification.review.kind.identity'] })).toBeInTheDocument();
  });

  it('a submission that cannot be loaded shows the error with Retry', async () => {
    const api = fakeApi();
    api.on('GET /api/Verification/identity/:userId', fail(500));
    renderRemote('/verification/review/identity/77', 'en', true, { api });
    expect(await screen.findByText(en['verification.error.load'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
