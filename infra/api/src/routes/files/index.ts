import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Msg, filePath, uploadBase64RequestSchema, uploadLimitBytes, uploadQuerySchema, uploadedFileMetaSchema } from '@tajriba/contracts';
import { Access, REVIEW_ROLES } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import { readFileField } from '../../lib/multipart';
import { ok, okResponse } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { RateRules } from '../../plugins/rate-limit';
import { filesService } from '../../services/files-service';
import { sharedInChat } from '../../services/messaging';
import { proxyImage } from '../../services/image-proxy';

/** Staff who review identity documents and work papers (not AccountManager): the only staff who read private files. */
const REVIEWERS = new Set<number>(REVIEW_ROLES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Uploads (`/api/Files/*`), stored files (`/files/<id>`) and the image proxy. */
const files: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = filesService(fastify);
  const tags = ['files'];

  app.post(
    '/api/Files/UploadFile',
    {
      config: { access: Access.signedIn() },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Multipart field `file`: png/jpg/webp images or pdf (kind=image|pdf narrows), checked by content, 2 MB; purpose=chat: a private chat attachment up to 10 MB; data is the file id',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: okResponse(z.string()),
      },
    },
    async (request) => {
      await fastify.rateLimit(request, RateRules.uploadPerIp);
      const { purpose } = request.query;
      const maxBytes = uploadLimitBytes(purpose);
      const { body, filename } = await readFileField(request, maxBytes);
      // A chat attachment is always private: the API serves it only to the two people of its chat.
      const isPrivate = purpose === 'chat' || request.query.private;
      const f = await svc.store(body, { ownerId: currentUser(request).id, originalName: filename, kind: request.query.kind, isPrivate, maxBytes });
      return ok(f.id);
    },
  );

  app.post(
    '/api/Files/UploadBase64',
    {
      config: { access: Access.signedIn() },
      schema: { tags, security: [{ bearer: [] }], summary: 'A data URL or bare base64 (webcam captures); data is the file id', body: uploadBase64RequestSchema, response: okResponse(z.string()) },
    },
    async (request) => {
      await fastify.rateLimit(request, RateRules.uploadPerIp);
      const raw = request.body.file.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(raw)) throw new AppError(Msg.fileTypeNotAllowed, 400, { file: [Msg.fileTypeNotAllowed] });
      const f = await svc.store(Buffer.from(raw, 'base64'), { ownerId: currentUser(request).id, originalName: request.body.fileName ?? null, kind: request.body.kind, isPrivate: request.body.private });
      return ok(f.id);
    },
  );

  // Private files (identity documents, work papers, chat attachments): their owner, the review
  // staff, and the other person of a chat the file is attached to.
  const mayRead = async (f: { id: string; isPrivate: boolean; ownerId: number | null }, user: { id: number; role: number } | null) =>
    !f.isPrivate || (!!user && (user.id === f.ownerId || REVIEWERS.has(user.role) || (await sharedInChat(fastify.sql, f.id, user.id))));

  app.get(
    '/api/Files/Meta/:id',
    { config: { access: Access.public() }, schema: { tags, summary: 'Uploaded document metadata', params: z.object({ id: z.string() }), response: okResponse(uploadedFileMetaSchema) } },
    async (request) => {
      const f = UUID.test(request.params.id) ? await svc.find(request.params.id) : null;
      if (!f || !(await mayRead(f, request.user))) throw notFound();
      return ok({ fileMetaId: f.id, contentType: f.contentType, relativePath: filePath(f.id), sizeInBytes: f.sizeBytes });
    },
  );

  app.get(
    '/files/:id',
    { config: { access: Access.public() }, schema: { tags, summary: 'A stored file (immutable: cached for a year; private files only for their owner and review staff)', params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const id = request.params.id.replace(/\.[a-z0-9]+$/i, '');
      const f = UUID.test(id) ? await svc.find(id) : null;
      // A private file someone else asks for looks exactly like a missing one.
      if (f && !(await mayRead(f, request.user))) throw notFound();
      const obj = f ? await fastify.storage.get(f.storageKey) : null;
      if (!f || !obj) throw notFound();
      const etag = `"${f.sha256}"`;
      reply
        .header('cache-control', f.isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      // Images viewed directly get no script context; Chrome refuses to show PDFs in a sandbox.
      if (f.contentType.startsWith('image/')) reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // A PDF opened from the site's origin could run its scripts there: download it instead, and
      // sandbox it should a browser render it anyway.
      else reply.header('content-disposition', `attachment; filename="${f.id}.pdf"`).header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) {
        obj.stream.destroy();
        return reply.code(304).send();
      }
      return reply.type(f.contentType).header('content-length', obj.size).send(obj.stream);
    },
  );

  app.get(
    '/api/proxy-image',
    { config: { access: Access.public() }, schema: { tags, summary: 'Fetch a public http(s) image (private, loopback and link-local addresses refused)', querystring: z.object({ url: z.string().min(1).max(2048) }) } },
    async (request, reply) => {
      await fastify.rateLimit(request, RateRules.proxyPerIp);
      const img = await proxyImage(request.query.url, { maxBytes: fastify.config.proxy.maxBytes, timeoutMs: fastify.config.proxy.timeoutMs });
      return reply
        .type(img.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(img.body);
    },
  );
};
export default files;
