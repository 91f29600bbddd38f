import * as z from 'zod/mini';
import { envelope, pagedEnvelope } from '../../common/envelope';
import { withDefault } from '../../common/schema-helpers';
import { storable } from '../fields';
import { countrySchema, identityTypeSchema, workTypeSchema } from '../utilities';

/**
 * Account verification (issue 15; guest spec §3 Identity form, §4 Identity wizard / photo retake,
 * §5 Documents, §7 Account verification; host spec §2 Work-document verification, §3, §4).
 * Status ids: pending 1, approved 2, resubmit 3 (`VerificationStatusId` in ./account).
 */

const invalid = 'validation.invalidValue';
const fileId = z.string({ error: 'validation.required' }).check(z.uuid('validation.invalidUuid'));
const statusSchema = z.nullable(z.object({ id: z.int(), name: z.enum(['pending', 'approved', 'resubmit']) }));
export type DocumentStatus = z.infer<typeof statusSchema>;

/** Error ids of this area (the API localises them in `errors[]`; the UI translates them too). */
export const VerificationMsg = {
  saudiOnlyType: 'error.verification.saudiOnlyType',
  backRequired: 'error.verification.backRequired',
  fileNotYours: 'error.verification.fileNotYours',
  wrongFileKind: 'error.verification.wrongFileKind',
  alreadySubmitted: 'error.verification.alreadySubmitted',
  alreadyApproved: 'error.verification.alreadyApproved',
  notInResubmit: 'error.verification.notInResubmit',
  nothingToReview: 'error.verification.nothingToReview',
  nationalIdInvalid: 'error.verification.nationalIdInvalid',
  nationalServiceUnavailable: 'error.verification.nationalServiceUnavailable',
  feedbackRequired: 'error.verification.feedbackRequired',
} as const;

/** The national ID or Iqama number: 10 digits, starting with 1 (citizen) or 2 (resident). */
export const nationalIdSchema = z.string({ error: 'validation.required' }).check(z.trim(), z.regex(/^[12]\d{9}$/, VerificationMsg.nationalIdInvalid));

/** choose ID type (spec §7 server action): country and idType, checked before the upload steps. */
export const chooseIdTypeRequestSchema = z.object({
  countryId: z.int({ error: 'validation.required' }).check(z.minimum(1, invalid), z.maximum(1000, invalid)),
  idType: z.int({ error: 'validation.required' }).check(z.minimum(1, invalid), z.maximum(5, invalid)),
});
/** What the chosen type needs: national ID needs front and back, other types one image. */
export const chooseIdTypeResponseSchema = envelope(z.object({ idType: z.int(), countryId: z.int(), needsBack: z.boolean() }));

/** VerifyIdentity (non-Saudi documents route, spec §3). */
export const verifyIdentityRequestSchema = z.object({
  idType: z.int({ error: 'validation.required' }).check(z.minimum(1, invalid), z.maximum(5, invalid)),
  countryId: z.int({ error: 'validation.required' }).check(z.minimum(1, invalid), z.maximum(1000, invalid)),
  /** The issuing country's name as shown to the person (spec: issuingCountry). */
  issuingCountry: z.optional(z.string().check(storable(), z.trim(), z.maxLength(100, 'validation.max100'))),
  mainImageId: fileId,
  otherImageId: withDefault(z.nullable(fileId), null),
  personalImageId: fileId,
});
export type VerifyIdentityRequest = z.input<typeof verifyIdentityRequestSchema>;

/** Resubmit one document (UpdateIdentity*Image, UpdateWorkPapers*File; spec: resubmit picture). */
export const resubmitFileRequestSchema = z.object({ fileId });

export const reviewIssueSchema = z.enum(['blurry', 'glare', 'cropped', 'faceNotVisible', 'mismatch', 'expired', 'wrongDocument', 'unreadable', 'other']);
export type ReviewIssue = z.infer<typeof reviewIssueSchema>;
export const REVIEW_ISSUES = reviewIssueSchema.options;

const feedbackSchema = z.nullable(z.object({ issue: reviewIssueSchema, feedback: z.nullable(z.string()) }));

export const identitySlotSchema = z.enum(['main', 'other', 'personal']);
export type IdentitySlot = z.infer<typeof identitySlotSchema>;
export const workSlotSchema = z.enum(['main', 'secondary', 'other']);
export type WorkSlot = z.infer<typeof workSlotSchema>;

/** IdentityStatus (spec §3: mainStatus, otherStatus, personalStatus, idType {id}) plus the reviewer's feedback per document. */
export const identityStatusSchema = z.object({
  /** the person's overall status (also `identityStatus` on Info) */
  status: statusSchema,
  method: z.nullable(z.enum(['documents', 'national'])),
  mainStatus: statusSchema,
  otherStatus: statusSchema,
  personalStatus: statusSchema,
  idType: z.nullable(z.object({ id: z.int() })),
  countryId: z.nullable(z.int()),
  feedback: z.object({ main: feedbackSchema, other: feedbackSchema, personal: feedbackSchema }),
  /** national route only: what the service returned (never the whole ID number) */
  nationalIdLast4: z.nullable(z.string()),
  verifiedName: z.nullable(z.string()),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;
export const identityStatusResponseSchema = envelope(identityStatusSchema);

/** VerifyWorkPapers (host spec §3). */
export const verifyWorkPapersRequestSchema = z.object({
  workType: z.int({ error: 'validation.required' }).check(z.minimum(1, invalid), z.maximum(2, invalid)),
  mainFileId: fileId,
  secondaryFileId: fileId,
  otherFileId: withDefault(z.nullable(fileId), null),
});
export type VerifyWorkPapersRequest = z.input<typeof verifyWorkPapersRequestSchema>;

export const workPapersStatusSchema = z.object({
  status: statusSchema,
  mainFileStatus: statusSchema,
  secondaryFileStatus: statusSchema,
  otherFileStatus: statusSchema,
  workType: z.nullable(z.object({ id: z.int() })),
  feedback: z.object({ main: feedbackSchema, secondary: feedbackSchema, other: feedbackSchema }),
});
export type WorkPapersStatus = z.infer<typeof workPapersStatusSchema>;
export const workPapersStatusResponseSchema = envelope(workPapersStatusSchema);

/** National identity service (Nafath-style): start a request, then poll it. */
export const nationalIdentityStartRequestSchema = z.object({ nationalId: nationalIdSchema });
export const nationalRequestStatusSchema = z.enum(['waiting', 'completed', 'rejected', 'expired']);
export type NationalRequestStatus = z.infer<typeof nationalRequestStatusSchema>;
export const nationalIdentityRequestSchema = z.object({
  requestId: z.string(),
  /** the two-digit number the person picks in the national app */
  randomNumber: z.int(),
  status: nationalRequestStatusSchema,
  expiresAt: z.string(),
  nationalIdLast4: z.string(),
  /**
   * Outside production, the page where a tester answers as the person would in the national app
   * (the API's sandbox or the Nafath stand-in's `/app`; it takes `nationalId` and `lang`); null in
   * production and with the real service. Defaults to null for an API that does not send it.
   */
  testAppUrl: withDefault(z.nullable(z.string()), null),
});
export type NationalIdentityRequest = z.infer<typeof nationalIdentityRequestSchema>;
export const nationalIdentityRequestResponseSchema = envelope(nationalIdentityRequestSchema);

// ---- staff review ----
export const reviewKindSchema = z.enum(['identity', 'work-papers']);
export type ReviewKind = z.infer<typeof reviewKindSchema>;

export const reviewQueueQuerySchema = z.object({
  kind: reviewKindSchema,
  PageNumber: withDefault(z.coerce.number().check(z.int(invalid), z.minimum(1, invalid), z.maximum(10000, invalid)), 1),
  PageSize: withDefault(z.coerce.number().check(z.int(invalid), z.minimum(1, invalid), z.maximum(50, invalid)), 10),
});
export const reviewQueueItemSchema = z.object({
  userId: z.int(),
  fullName: z.string(),
  email: z.nullable(z.string()),
  kind: reviewKindSchema,
  /** id type (identity) or work type (work papers) */
  typeId: z.nullable(z.int()),
  submittedAt: z.string(),
  /** true when the person resubmitted after a send-back */
  isResubmission: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueResponseSchema = pagedEnvelope(reviewQueueItemSchema);

export const reviewDocumentSchema = z.object({
  slot: z.enum(['main', 'other', 'personal', 'secondary']),
  fileId: z.string(),
  /** `/files/<id>`: private, fetched with the reviewer's bearer token */
  path: z.string(),
  contentType: z.string(),
  sizeInBytes: z.int(),
  status: statusSchema,
  feedback: feedbackSchema,
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;
export const reviewSubmissionSchema = z.object({
  userId: z.int(),
  fullName: z.string(),
  email: z.nullable(z.string()),
  kind: reviewKindSchema,
  status: statusSchema,
  typeId: z.nullable(z.int()),
  countryId: z.nullable(z.int()),
  issuingCountry: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  documents: z.array(reviewDocumentSchema),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;
export const reviewSubmissionResponseSchema = envelope(reviewSubmissionSchema);

/** A decision: approve everything, or send named documents back with an issue and feedback each. */
export const reviewDecisionRequestSchema = z.object({
  decision: z.enum(['approve', 'resubmit']),
  documents: withDefault(
    z.array(
      z.object({
        slot: z.enum(['main', 'other', 'personal', 'secondary']),
        issue: reviewIssueSchema,
        feedback: z.nullable(z.string().check(storable(), z.trim(), z.maxLength(500, 'validation.max500'))),
      }),
    ).check(z.maxLength(3, invalid)),
    [],
  ),
});
export type ReviewDecisionRequest = z.input<typeof reviewDecisionRequestSchema>;

/** One document's bytes for the reviewer (`GET /api/Verification/{kind}/{userId}/Documents/{slot}`): staff see documents only through the review. */
export const reviewDocumentDataSchema = z.object({ contentType: z.string(), sizeInBytes: z.int(), dataBase64: z.string() });
export const reviewDocumentDataResponseSchema = envelope(reviewDocumentDataSchema);

// Responses the wizards read, composed here so the remote needs one contracts entry.
export const countriesResponseSchema = envelope(z.array(countrySchema));
export const identityTypesResponseSchema = envelope(z.array(identityTypeSchema));
export const workTypesResponseSchema = envelope(z.array(workTypeSchema));
/** UploadFile / UploadBase64: data is the file id. */
export const fileIdResponseSchema = envelope(z.string());
export const emptyResponseSchema = envelope(z.null());
