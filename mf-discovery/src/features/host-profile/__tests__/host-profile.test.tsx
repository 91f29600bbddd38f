import { screen } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import type { HostInfo } from '@tajriba/contracts';
import { renderDiscovery } from '../../../testing/render-discovery';
import HostProfilePage from '../host-profile-page';

const host = (overrides: Partial<HostInfo> = {}): HostInfo => ({
  id: 7,
  name: 'Noura Al-Dosari',
  avatarPath: null,
  about: 'A home cook from Najd.',
  profession: 'Cook',
  languages: 'Arabic, English',
  textLanguage: 'en',
  cityName: 'Riyadh',
  joinedDate: '2024-02-01T00:00:00Z',
  isIdentityVerified: true,
  experiencesCount: 2,
  ratingSummary: { status: 'rated', rating: 4.8, reviewsCount: 12 },
  ...overrides,
});

const api = (info: HostInfo) =>
  createFakeApi({
    'GET /api/Home/HostInfo/7': ok(info),
    'GET /api/Home/ExperiencesList': { ...ok([]), total: 0, after: null },
    'GET /api/Home/HostReviews/7': { ...ok([]), totalRecords: 0, pageNumber: 1, totalPages: 1, summary: info.ratingSummary },
  });

describe('host profile in the page language (issue 18 item 4)', () => {
  it('shows a profile written in the page language as it is, with no note', async () => {
    renderDiscovery(<HostProfilePage />, { api: api(host()), route: '/host/7', path: '/host/:id' });
    expect(await screen.findByText('A home cook from Najd.')).toBeInTheDocument();
    expect(screen.getByText('Cook')).not.toHaveAttribute('lang');
    expect(screen.queryByTestId('host-written-in')).toBeNull();
  });

  it('marks a profile the host wrote only in the other language, and says which language it is', async () => {
    renderDiscovery(<HostProfilePage />, {
      api: api(host({ about: 'طاهية منزلية من نجد.', profession: 'طاهية', languages: 'العربية', textLanguage: 'ar' })),
      route: '/host/7',
      path: '/host/:id',
    });
    const about = await screen.findByText('طاهية منزلية من نجد.');
    expect(about).toHaveAttribute('lang', 'ar');
    expect(about).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('طاهية')).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('host-written-in')).toHaveTextContent('Shown in Arabic, as the host wrote it.');
  });
});
