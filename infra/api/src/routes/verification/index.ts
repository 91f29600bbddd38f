import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Msg,
  RoleId,
  VerificationMsg,
  chooseIdTypeRequestSchema,
  identityStatusSchema,
  nationalIdentityRequestSchema,
  nationalIdentityStartRequestSchema,
  resubmitFileRequestSchema,
  reviewDecisionRequestSchema,
  reviewDocumentDataSchema,
  reviewQueueItemSchema,
  reviewQueueQuerySchema,
  reviewSubmissionSchema,
  verifyIdentityRequestSchema,
  verifyWorkPapersRequestSchema,
  workPapersStatusSchema,
} from '@tajriba/contracts';
import { Access, REVIEW_ROLES } from '../../lib/access';
import { RateKey } from '../../lib/rate-keys';
import { ok, okResponse, paged, pagedResponse } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { RateRules } from '../../plugins/rate-limit';
import { AppError, notFound } from '../../lib/errors';
import { NafathCallbackRejected, nafathNationalIdentity } from '../../services/nafath';
import { SANDBOX_REQUEST_SECONDS, sandboxNationalIdentity } from '../../services/national-identity';
import { verificationService, type Slot } from '../../services/verification';


/**
 * Account verification (§7): the host's identity and work papers under `/api/Manage/*`, the
 * national identity service, and the staff review under `/api/Verification/*`. Only hosts see
 * identity prompts (§6), so the person's endpoints admit the Host role.
 */
const verification: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The national identity service: the offline sandbox unless IDENTITY_PROVIDER=nafath (config
  // refuses nafath without its credentials). One client per app: it caches the service's keys.
  const { nafath: nafathConfig } = fastify.config.adapters;
  const nafath =
    fastify.config.adapters.identity === 'nafath'
      ? nafathNationalIdentity({ ...nafathConfig, appId: nafathConfig.appId ?? '', appKey: nafathConfig.appKey ?? '', requestSeconds: SANDBOX_REQUEST_SECONDS }, fastify.clock)
      : null;
  const svc = verificationService(fastify, nafath ?? sandboxNationalIdentity(fastify.sql, fastify.clock));
  const host = { access: Access.roles(RoleId.Host) };
  const review = { access: Access.roles(...REVIEW_ROLES) };
  const tags = ['verification'];
  const security = [{ bearer: [] }];
  const uid = (r: FastifyRequest) => currentUser(r).id;

  app.post(
    '/api/Manage/ChooseIdType',
    { config: host, schema: { tags, security, summary: 'Check a country and ID type (Saudi-only types need Saudi Arabia); says whether a back image is needed', body: chooseIdTypeRequestSchema, response: okResponse(z.object({ idType: z.number(), countryId: z.number(), needsBack: z.boolean() })) } },
    async (r) => ok(svc.chooseIdType(r.body.countryId, r.body.idType)),
  );

  app.get('/api/Manage/IdentityStatus', { config: host, schema: { tags, security, summary: 'Identity documents and their statuses', response: okResponse(identityStatusSchema) } }, async (r) =>
    ok(await svc.identityStatus(uid(r))),
  );

  app.post(
    '/api/Manage/VerifyIdentity',
    { config: host, schema: { tags, security, summary: 'Submit identity documents (front, back for a national ID, selfie): status pending', body: verifyIdentityRequestSchema, response: okResponse(identityStatusSchema) } },
    async (r) => ok(await svc.verifyIdentity(uid(r), r.body)),
  );

  const resubmitRoutes: [string, 'identity' | 'work', Slot][] = [
    ['/api/Manage/UpdateIdentityMainImage', 'identity', 'main'],
    ['/api/Manage/UpdateIdentityOtherImage', 'identity', 'other'],
    ['/api/Manage/UpdateIdentityPersonalImage', 'identity', 'personal'],
    ['/api/Manage/UpdateWorkPapersMainFile', 'work', 'main'],
    ['/api/Manage/UpdateWorkPapersSecondaryFile', 'work', 'secondary'],
    ['/api/Manage/UpdateWorkPapersOtherFile', 'work', 'other'],
  ];
  for (const [url, kind, slot] of resubmitRoutes) {
    app.post(
      url,
      { config: host, schema: { tags, security, summary: `Resubmit the ${slot} ${kind === 'identity' ? 'identity image' : 'work-papers file'} (only while it is in resubmit): pending again`, body: resubmitFileRequestSchema, response: okResponse(z.null()) } },
      async (r) => {
        await svc.resubmit(uid(r), kind, slot, r.body.fileId);
        return ok(null);
      },
    );
  }

  app.get('/api/Manage/WorkPapersStatus', { config: host, schema: { tags, security, summary: 'Work papers and their statuses', response: okResponse(workPapersStatusSchema) } }, async (r) =>
    ok(await svc.workPapersStatus(uid(r))),
  );

  app.post(
    '/api/Manage/VerifyWorkPapers',
    { config: host, schema: { tags, security, summary: 'Submit work papers (PDF: main and secondary required, other optional): status pending', body: verifyWorkPapersRequestSchema, response: okResponse(workPapersStatusSchema) } },
    async (r) => ok(await svc.verifyWorkPapers(uid(r), r.body)),
  );

  app.post(
    '/api/Manage/NationalIdentity/Start',
    { config: host, schema: { tags, security, summary: 'Ask the national identity service: returns the number the person picks in the national app', body: nationalIdentityStartRequestSchema, response: okResponse(nationalIdentityRequestSchema) } },
    async (r) => {
      await fastify.rateLimit(r, RateRules.nationalIdentityPerUser, RateKey.user(uid(r)));
      return ok(await svc.startNational(uid(r), r.body.nationalId));
    },
  );

  app.get(
    '/api/Manage/NationalIdentity/:id',
    { config: host, schema: { tags, security, summary: 'Poll a national identity request: waiting, completed (identity approved), rejected or expired', params: z.object({ id: z.uuid() }), response: okResponse(nationalIdentityRequestSchema) } },
    async (r) => {
      await fastify.rateLimit(r, RateRules.nationalPollPerUser, RateKey.user(uid(r)));
      return ok(await svc.pollNational(uid(r), r.params.id));
    },
  );

  // The service's callback (Nafath posts the outcome here: `{ token, transId, requestId }`). It is
  // public, so nothing in the body is believed until the token's RS256 signature checks against
  // the service's published keys; the sandbox has no callback (its app page answers directly).
  app.post(
    '/api/Manage/NationalIdentity/Callback',
    {
      config: { access: Access.public() },
      schema: {
        tags,
        summary: 'The national identity service’s signed callback (IDENTITY_PROVIDER=nafath): the request it names completes, is rejected or expires',
        body: z.object({ token: z.string().min(1).max(20_000), transId: z.string().min(1).max(200), requestId: z.string().max(200).optional() }),
        response: okResponse(z.null()),
      },
    },
    async (r) => {
      await fastify.rateLimit(r, RateRules.nationalCallbackPerIp);
      if (!nafath) throw notFound();
      let outcome;
      try {
        outcome = await nafath.verifyCallback(r.body);
      } catch (err) {
        if (err instanceof NafathCallbackRejected) {
          r.log.warn({ reason: err.message }, 'national identity callback refused');
          throw new AppError(Msg.unauthorized, 401);
        }
        r.log.warn({ err }, 'national identity keys unavailable');
        throw new AppError(VerificationMsg.nationalServiceUnavailable, 503);
      }
      if (!(await svc.nationalCallback(outcome))) throw notFound();
      return ok(null);
    },
  );

  // ---- staff review ----
  app.get(
    '/api/Verification/Queue',
    { config: review, schema: { tags, security, summary: 'Submissions waiting for a decision, oldest first', querystring: reviewQueueQuerySchema, response: pagedResponse(reviewQueueItemSchema) } },
    async (r) => {
      const { rows, total } = await svc.queue(r.query.kind, r.query.PageNumber, r.query.PageSize);
      return paged(rows.map((row) => ({ ...row, kind: r.query.kind })), r.query.PageNumber, r.query.PageSize, total);
    },
  );

  const kindParams = z.object({ kind: z.enum(['identity', 'work-papers']), userId: z.coerce.number().int().min(1).max(2147483647) });
  app.get(
    '/api/Verification/:kind/:userId',
    { config: review, schema: { tags, security, summary: 'One submission with its documents (files at their paths, private: reviewer bearer token)', params: kindParams, response: okResponse(reviewSubmissionSchema) } },
    async (r) => ok(await svc.submission(r.params.userId, r.params.kind)),
  );

  app.get(
    '/api/Verification/:kind/:userId/Documents/:slot',
    { config: review, schema: { tags, security, summary: 'One document of a submission, base64 (reviewers see documents through the review)', params: z.object({ kind: z.enum(['identity', 'work-papers']), userId: z.coerce.number().int().min(1).max(2147483647), slot: z.enum(['main', 'other', 'personal', 'secondary']) }), response: okResponse(reviewDocumentDataSchema) } },
    async (r) => ok(await svc.documentData(r.params.userId, r.params.kind, r.params.slot)),
  );

  app.post(
    '/api/Verification/:kind/:userId/Decision',
    { config: review, schema: { tags, security, summary: 'Approve, or send documents back with an issue and feedback each; the person is notified (live and by e-mail)', params: kindParams, body: reviewDecisionRequestSchema, response: okResponse(reviewSubmissionSchema) } },
    async (r) => ok(await svc.decide(uid(r), r.params.userId, r.params.kind, r.body)),
  );
};
export default verification;
