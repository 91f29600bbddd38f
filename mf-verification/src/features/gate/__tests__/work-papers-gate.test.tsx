import { screen } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { messages } from '../../../i18n/messages';
import { renderRemote } from '../../../test/render-remote';
import { WorkPapersGate } from '../work-papers-gate';

const gated = (
  <WorkPapersGate>
    <div data-testid="gated-content" />
  </WorkPapersGate>
);

const papers = (name: 'pending' | 'approved' | 'resubmit' | null) => ({
  status: name ? { id: { pending: 1, approved: 2, resubmit: 3 }[name], name } : null,
  mainFileStatus: null,
  secondaryFileStatus: null,
  otherFileStatus: null,
  workType: null,
  feedback: { main: null, secondary: null, other: null },
});

describe('the work-papers gate', () => {
  it('warns a host without work papers, names the ban and leads to the wizard, in English and Arabic', async () => {
    const api = createFakeApi({ 'GET /api/Manage/WorkPapersStatus': ok(papers(null)), 'GET /api/Manage/IdentityStatus': ok({ status: null, method: null, mainStatus: null, otherStatus: null, personalStatus: null, idType: null, countryId: null, feedback: { main: null, other: null, personal: null }, nationalIdLast4: null, verifiedName: null }) });
    const en = renderRemote('/verification/gate-preview', 'en', true, { api }, gated);
    expect(await screen.findByText(messages.en['verification.gate.title'])).toBeInTheDocument();
    expect(screen.getByText(messages.en['verification.gate.banned'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.en['verification.gate.start'] })).toBeInTheDocument();
    en.unmount();
    renderRemote('/verification/gate-preview', 'ar', true, { api }, gated);
    expect(await screen.findByText(messages.ar['verification.gate.banned'])).toBeInTheDocument();
  });

  it('shows the gated screen once the work papers are approved, and the review state while pending', async () => {
    const api = createFakeApi({ 'GET /api/Manage/WorkPapersStatus': ok(papers('approved')) });
    const a = renderRemote('/verification/gate-preview', 'en', true, { api }, gated);
    expect(await screen.findByTestId('gated-content')).toBeInTheDocument();
    expect(screen.queryByTestId('work-papers-gate')).toBeNull();
    a.unmount();
    renderRemote('/verification/gate-preview', 'en', true, { api: createFakeApi({ 'GET /api/Manage/WorkPapersStatus': ok(papers('pending')) }) }, gated);
    expect(await screen.findByText(messages.en['verification.gate.pending'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.en['verification.gate.view'] })).toBeInTheDocument();
  });
});

describe('catalogues', () => {
  it('has every string in both languages', () => {
    expect(Object.keys(messages.ar).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [id, text] of Object.entries(messages.ar)) expect({ id, translated: text !== messages.en[id] }).toEqual({ id, translated: true });
  });
});
