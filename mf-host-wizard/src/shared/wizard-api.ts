import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import type { ExperienceMode, StepKey } from '@tajriba/contracts/host-wizard';
import { useRemote } from '@tajriba/federation';
import { usePrefs, useSession } from '@tajriba/session';

/**
 * Every call the wizard makes (infra/api README, "Host experiences: wizard, drafts, moderation").
 * Response schemas load with the first request that needs them (the contracts stay out of the
 * route's first JS, scripts/route-budget.json).
 */
let wizardContracts: Promise<typeof import('@tajriba/contracts/host-wizard')> | null = null;
const contracts = () =>
  (wizardContracts ??= import('@tajriba/contracts/host-wizard').catch((e: unknown) => {
    wizardContracts = null;
    throw e;
  }));
let discoveryContracts: Promise<typeof import('@tajriba/contracts/discovery')> | null = null;
const discovery = () =>
  (discoveryContracts ??= import('@tajriba/contracts/discovery').catch((e: unknown) => {
    discoveryContracts = null;
    throw e;
  }));
const schema = <S>(pick: (m: typeof import('@tajriba/contracts/host-wizard')) => S) => () => contracts().then(pick);
const discoverySchema = <S>(pick: (m: typeof import('@tajriba/contracts/discovery')) => S) => () => discovery().then(pick);

const stepResponse = schema((m) => m.stepResponseSchema);
const experience = schema((m) => m.experienceServerResponseSchema);
const regions = schema((m) => m.regionListResponseSchema);
const holidays = schema((m) => m.holidayListResponseSchema);
const hostList = schema((m) => m.hostListResponseSchema);
const decision = schema((m) => m.changeStatusResponseSchema);
const timeZones = schema((m) => m.timeZoneListResponseSchema);
const categories = discoverySchema((m) => m.categoriesResponseSchema);
const activities = discoverySchema((m) => m.activitiesResponseSchema);
const cities = discoverySchema((m) => m.citiesResponseSchema);

export const wizardApi = {
  /** Continue on a step: validates and stores it; the first save (add) answers the new id. */
  saveStep: async (c: ApiClient, key: StepKey, body: { id: number | null; isAdd: boolean; mode: ExperienceMode; data: unknown }) => {
    const { stepOperationPath } = await contracts();
    return c.post(stepOperationPath(key), body, stepResponse).then((r) => r.data);
  },
  /** Save draft (steps 5–17): the current step's part, stored without submitting. */
  saveDraft: (c: ApiClient, id: number, mode: ExperienceMode, steps: Partial<Record<StepKey, unknown>>) =>
    c.put(`/api/Experiences/EditDraft/${id}`, { mode, steps }, stepResponse).then((r) => r.data),
  /** Step 18: every step checked by the server, then pending review. */
  submit: (c: ApiClient, id: number, mode: ExperienceMode) => c.post(`/api/Experiences/Submit/${id}`, { mode, steps: {} }, stepResponse).then((r) => r.data),
  draft: (c: ApiClient, id: number, signal?: AbortSignal) => c.get(`/api/Experiences/Draft/${id}`, experience, { signal }).then((r) => r.data),
  categories: (c: ApiClient, signal?: AbortSignal) => c.get('/api/Home/ExperiencesCategories', categories, { signal }).then((r) => r.data),
  activities: (c: ApiClient, signal?: AbortSignal) => c.get('/api/Activities', activities, { query: { IsActive: 'true' }, signal }).then((r) => r.data.data),
  regions: (c: ApiClient, signal?: AbortSignal) => c.get('/api/ExperiencesRegions', regions, { query: { isActive: 'true' }, signal }).then((r) => r.data),
  holidays: (c: ApiClient, text: string, signal?: AbortSignal) => c.get('/api/Holidays', holidays, { query: text ? { Text: text } : {}, signal }).then((r) => r.data),
  /** The Saudi gazetteer (seeded cities in both languages with their coordinates). */
  cities: (c: ApiClient, text: string, limit: number, signal?: AbortSignal) =>
    c.get('/api/Home/CitiesSearch', cities, { query: { ...(text ? { Text: text } : {}), Limit: limit }, signal }).then((r) => r.data),
  timeZones: (c: ApiClient, signal?: AbortSignal) => c.get('/api/Utilities/TimeZones', timeZones, { signal }).then((r) => r.data),
  upload: (c: ApiClient, file: File, onProgress?: (fraction: number) => void) => c.upload({ path: '/api/Files/UploadFile?kind=image', file, fileName: file.name, onProgress }),
  /** A file sent with a scheduled message: a PDF or an image (the API checks the content). */
  uploadAttachment: (c: ApiClient, file: File, onProgress?: (fraction: number) => void) => c.upload({ path: '/api/Files/UploadFile?kind=any', file, fileName: file.name, onProgress }),
  // staff moderation
  queue: (c: ApiClient, page: number, signal?: AbortSignal) => c.get('/api/Experiences/ModerationQueue', hostList, { query: { PageNumber: page, PageSize: 10 }, signal }),
  submission: (c: ApiClient, id: number, signal?: AbortSignal) => c.get(`/api/Experiences/Submission/${id}`, experience, { signal }).then((r) => r.data),
  decide: (c: ApiClient, id: number, body: { decision: 'approve' | 'reject' | 'sendBack'; note?: string }) =>
    c.put(`/api/Experiences/ChangeStatus/${id}`, body, decision).then((r) => r.data),
};

/** The shell's API client, the locale (lists come back in it) and the user (no cache shared across users). */
export function useWizardApi() {
  const { api: client } = useRemote();
  const { locale } = usePrefs();
  const session = useSession();
  return { client, locale, userId: session.user?.id ?? 0 };
}

export const wizardKeys = {
  draft: (userId: number, id: number) => ['host-wizard', 'draft', userId, id] as const,
  list: (kind: string, locale: string) => ['host-wizard', 'list', kind, locale] as const,
  holidays: (locale: string, text: string) => ['host-wizard', 'holidays', locale, text] as const,
  cities: (locale: string, text: string) => ['host-wizard', 'cities', locale, text] as const,
  queue: (page: number) => ['host-wizard', 'queue', page] as const,
  submission: (id: number) => ['host-wizard', 'submission', id] as const,
};

/** Reference lists in the page's language, cached for an hour. */
export const listQuery = {
  categories: (client: ApiClient, locale: string) => queryOptions({ queryKey: wizardKeys.list('categories', locale), queryFn: ({ signal }) => wizardApi.categories(client, signal), staleTime: 3_600_000 }),
  activities: (client: ApiClient, locale: string) => queryOptions({ queryKey: wizardKeys.list('activities', locale), queryFn: ({ signal }) => wizardApi.activities(client, signal), staleTime: 3_600_000 }),
  regions: (client: ApiClient, locale: string) => queryOptions({ queryKey: wizardKeys.list('regions', locale), queryFn: ({ signal }) => wizardApi.regions(client, signal), staleTime: 3_600_000 }),
  timeZones: (client: ApiClient, locale: string) => queryOptions({ queryKey: wizardKeys.list('timeZones', locale), queryFn: ({ signal }) => wizardApi.timeZones(client, signal), staleTime: 3_600_000 }),
};
