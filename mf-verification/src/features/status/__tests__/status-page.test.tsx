import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { getSession } from '@tajriba/session';
import { messages } from '../../../i18n/messages';
import { renderRemote } from '../../../test/render-remote';

const en = messages.en;
const st = (name: 'pending' | 'approved' | 'resubmit') => ({ id: { pending: 1, approved: 2, resubmit: 3 }[name], name });
const identity = { status: st('approved'), method: 'documents', mainStatus: st('approved'), otherStatus: null, personalStatus: st('approved'), idType: { id: 2 }, countryId: 1, feedback: { main: null, other: null, personal: null }, nationalIdLast4: null, verifiedName: null };
const papers = (main: 'pending' | 'resubmit') => ({
  status: st(main),
  mainFileStatus: st(main),
  secondaryFileStatus: st('pending'),
  otherFileStatus: null,
  workType: { id: 2 },
  feedback: { main: main === 'resubmit' ? { issue: 'unreadable', feedback: 'The stamp is cut off' } : null, secondary: null, other: null },
});

describe('the verification status page', () => {
  it('a work paper sent back is resubmitted as a PDF: it is pending again, and a failed profile reload does not sign the person out', async () => {
    let resubmitted = false;
    const api = createFakeApi({
      'GET /api/Manage/IdentityStatus': ok(identity),
      'GET /api/Manage/WorkPapersStatus': () => ok(papers(resubmitted ? 'pending' : 'resubmit')),
      'POST /api/Files/UploadFile?kind=pdf&private=true': ok('file-9'),
      'POST /api/Manage/UpdateWorkPapersMainFile': () => {
        resubmitted = true;
        return ok(null);
      },
      // The profile read after a resubmit fails (spec §7 says the original signed the user out here).
      'GET /api/Manage/Info': fail(500),
    });
    const { bus } = renderRemote('/verification', 'en', true, { api });
    const asked: unknown[] = [];
    bus.on('auth:login-requested', (p) => asked.push(p));
    const main = await screen.findByTestId('work-doc-main');
    expect(within(main).getByText(en['verification.status.resubmit'])).toBeInTheDocument();
    expect(within(main).getByText(/The stamp is cut off/)).toBeInTheDocument();

    const input = within(main).getByTestId('work-resubmit-main').querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4\n'], 'licence.pdf', { type: 'application/pdf' })] } });

    await waitFor(() => expect(within(screen.getByTestId('work-doc-main')).getByText(en['verification.status.pending'])).toBeInTheDocument());
    expect(api.calls.find((c) => c.path === '/api/Manage/UpdateWorkPapersMainFile')?.body).toEqual({ fileId: 'file-9' });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/Manage/Info')).toBe(true));
    // Still signed in, nobody asked to sign in again, and no error for a resubmit that succeeded.
    expect(getSession().status).toBe('signedIn');
    expect(asked).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
