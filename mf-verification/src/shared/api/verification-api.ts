import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import type { ReviewDecisionRequest, ReviewKind, VerifyIdentityRequest, VerifyWorkPapersRequest } from '@tajriba/contracts/verification';
import { useRemote } from '@tajriba/federation';
import { usePrefs, useSession } from '@tajriba/session';
import { accountEnvelope, verificationSchema } from './schemas';

/** Every call mf-verification makes (infra/api README, "Account verification"). */
export const paths = {
  identityStatus: '/api/Manage/IdentityStatus',
  workPapersStatus: '/api/Manage/WorkPapersStatus',
  chooseIdType: '/api/Manage/ChooseIdType',
  verifyIdentity: '/api/Manage/VerifyIdentity',
  verifyWorkPapers: '/api/Manage/VerifyWorkPapers',
  nationalStart: '/api/Manage/NationalIdentity/Start',
  nationalPoll: (id: string) => `/api/Manage/NationalIdentity/${id}`,
  resubmit: {
    identity: { main: '/api/Manage/UpdateIdentityMainImage', other: '/api/Manage/UpdateIdentityOtherImage', personal: '/api/Manage/UpdateIdentityPersonalImage' },
    work: { main: '/api/Manage/UpdateWorkPapersMainFile', secondary: '/api/Manage/UpdateWorkPapersSecondaryFile', other: '/api/Manage/UpdateWorkPapersOtherFile' },
  },
  countries: '/api/Utilities/Countries',
  identityTypes: '/api/Utilities/IdentityTypes',
  workTypes: '/api/Utilities/WorkTypes',
  info: '/api/Manage/Info',
  queue: '/api/Verification/Queue',
  submission: (kind: ReviewKind, userId: number) => `/api/Verification/${kind}/${userId}`,
  document: (kind: ReviewKind, userId: number, slot: string) => `/api/Verification/${kind}/${userId}/Documents/${slot}`,
  decision: (kind: ReviewKind, userId: number) => `/api/Verification/${kind}/${userId}/Decision`,
  upload: (kind: 'image' | 'pdf') => `/api/Files/UploadFile?kind=${kind}&private=true`,
  uploadBase64: '/api/Files/UploadBase64',
} as const;

const identityStatus = verificationSchema((m) => m.identityStatusResponseSchema);
const workPapersStatus = verificationSchema((m) => m.workPapersStatusResponseSchema);
const chooseIdType = verificationSchema((m) => m.chooseIdTypeResponseSchema);
const nationalRequest = verificationSchema((m) => m.nationalIdentityRequestResponseSchema);
const queue = verificationSchema((m) => m.reviewQueueResponseSchema);
const submission = verificationSchema((m) => m.reviewSubmissionResponseSchema);
const documentData = verificationSchema((m) => m.reviewDocumentDataResponseSchema);
const empty = verificationSchema((m) => m.emptyResponseSchema);
const countries = verificationSchema((m) => m.countriesResponseSchema);
const identityTypes = verificationSchema((m) => m.identityTypesResponseSchema);
const workTypes = verificationSchema((m) => m.workTypesResponseSchema);
const fileIdResponse = verificationSchema((m) => m.fileIdResponseSchema);
const info = accountEnvelope((a, p) => p.envelope(a.userInfoSchema));

export const api = {
  identityStatus: (c: ApiClient, signal?: AbortSignal) => c.get(paths.identityStatus, identityStatus, { signal }).then((r) => r.data),
  workPapersStatus: (c: ApiClient, signal?: AbortSignal) => c.get(paths.workPapersStatus, workPapersStatus, { signal }).then((r) => r.data),
  chooseIdType: (c: ApiClient, body: { countryId: number; idType: number }) => c.post(paths.chooseIdType, body, chooseIdType).then((r) => r.data),
  verifyIdentity: (c: ApiClient, body: VerifyIdentityRequest) => c.post(paths.verifyIdentity, body, identityStatus).then((r) => r.data),
  verifyWorkPapers: (c: ApiClient, body: VerifyWorkPapersRequest) => c.post(paths.verifyWorkPapers, body, workPapersStatus).then((r) => r.data),
  resubmit: (c: ApiClient, kind: 'identity' | 'work', slot: string, fileId: string) =>
    c.post((paths.resubmit[kind] as Record<string, string>)[slot], { fileId }, empty).then(() => undefined),
  nationalStart: (c: ApiClient, nationalId: string) => c.post(paths.nationalStart, { nationalId }, nationalRequest).then((r) => r.data),
  nationalPoll: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(paths.nationalPoll(id), nationalRequest, { signal }).then((r) => r.data),
  /** A private upload (identity images or work-paper PDFs): the file id. */
  upload: (c: ApiClient, file: Blob, kind: 'image' | 'pdf', onProgress?: (f: number) => void) =>
    c.upload({ path: paths.upload(kind), file, fileName: file instanceof File ? file.name : kind === 'pdf' ? 'document.pdf' : 'capture.jpg', onProgress }),
  /** A webcam capture as a data URL. */
  uploadCapture: (c: ApiClient, dataUrl: string) => c.post(paths.uploadBase64, { file: dataUrl, fileName: 'selfie.jpg', kind: 'image', private: true }, fileIdResponse).then((r) => r.data),
  info: (c: ApiClient) => c.get(paths.info, info).then((r) => r.data),
  queue: (c: ApiClient, kind: ReviewKind, page: number, signal?: AbortSignal) => c.get(paths.queue, queue, { query: { kind, PageNumber: page, PageSize: 10 }, signal }),
  submission: (c: ApiClient, kind: ReviewKind, userId: number, signal?: AbortSignal) => c.get(paths.submission(kind, userId), submission, { signal }).then((r) => r.data),
  document: (c: ApiClient, kind: ReviewKind, userId: number, slot: string, signal?: AbortSignal) => c.get(paths.document(kind, userId, slot), documentData, { signal }).then((r) => r.data),
  decide: (c: ApiClient, kind: ReviewKind, userId: number, body: ReviewDecisionRequest) => c.post(paths.decision(kind, userId), body, submission).then((r) => r.data),
  countries: (c: ApiClient, signal?: AbortSignal) => c.get(paths.countries, countries, { signal }).then((r) => r.data),
  identityTypes: (c: ApiClient, signal?: AbortSignal) => c.get(paths.identityTypes, identityTypes, { signal }).then((r) => r.data),
  workTypes: (c: ApiClient, signal?: AbortSignal) => c.get(paths.workTypes, workTypes, { signal }).then((r) => r.data),
};

/** The shell's API client, the locale (texts come back in it) and the user (never share a cache across users). */
export function useApiContext() {
  const { api: client } = useRemote();
  const { locale } = usePrefs();
  const session = useSession();
  return { client, locale, userId: session.user?.id ?? 0 };
}

export const keys = {
  identity: (userId: number) => ['verification', 'identity', userId] as const,
  workPapers: (userId: number) => ['verification', 'work-papers', userId] as const,
  queue: (kind: ReviewKind, page: number) => ['verification', 'queue', kind, page] as const,
  submission: (kind: ReviewKind, userId: number) => ['verification', 'submission', kind, userId] as const,
};

export function useIdentityStatus() {
  const { client, userId } = useApiContext();
  return useQuery(queryOptions({ queryKey: keys.identity(userId), queryFn: ({ signal }) => api.identityStatus(client, signal), enabled: userId > 0 }));
}

export function useWorkPapersStatus() {
  const { client, userId } = useApiContext();
  return useQuery(queryOptions({ queryKey: keys.workPapers(userId), queryFn: ({ signal }) => api.workPapersStatus(client, signal), enabled: userId > 0 }));
}

/** Reference lists in the page's language (countries, ID types, work types). */
export function useReference<K extends 'countries' | 'identityTypes' | 'workTypes'>(kind: K) {
  const { client, locale } = useApiContext();
  type Data = Awaited<ReturnType<(typeof api)[K]>>;
  return useQuery<Data>({ queryKey: ['verification', 'reference', kind, locale], queryFn: ({ signal }) => (api[kind] as (c: ApiClient, s?: AbortSignal) => Promise<Data>)(client, signal), staleTime: 3_600_000 });
}
