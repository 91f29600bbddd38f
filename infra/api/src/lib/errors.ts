import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiMsg, Msg, type FieldsErrors } from '@tajriba/contracts';
import { hasMessage, requestLang, t } from './i18n';

/**
 * The one typed error services throw. `code` is a message id (`Msg`/`ApiMsg`); the handler
 * localises it into `errors[]`. `fieldsErrors` values stay message ids the front ends translate.
 * `data` lets an error still carry state the UI needs (e.g. a pending sign-up code).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status = 400,
    readonly fieldsErrors: FieldsErrors = {},
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** Validation failure on named fields (400, generic box text plus per-field ids). */
export const fieldError = (field: string, id: string): AppError => new AppError(ApiMsg.validationFailed, 400, { [field]: [id] });

export const unauthorized = (): AppError => new AppError(Msg.unauthorized, 401);
export const forbidden = (): AppError => new AppError(Msg.forbidden, 403);
export const notFound = (): AppError => new AppError(Msg.notFound, 404);

const statusCodeId: Record<number, string> = {
  400: ApiMsg.validationFailed,
  401: Msg.unauthorized,
  403: Msg.forbidden,
  404: Msg.notFound,
  405: Msg.notFound,
  406: ApiMsg.validationFailed,
  413: ApiMsg.payloadTooLarge,
  415: Msg.fileTypeNotAllowed,
  429: Msg.tooManyRequests,
  503: ApiMsg.serviceUnavailable,
};

/** Zod issue → message id: our schemas already use ids; anything else gets a sensible id. */
function issueId(issue: { keyword?: string; message?: string }): string {
  const m = issue.message ?? '';
  if ((m.startsWith('validation.') || m.startsWith('error.')) && hasMessage(m)) return m;
  if (issue.keyword === 'invalid_type' && /received undefined|received null/.test(m)) return Msg.required;
  if (issue.keyword === 'too_small' && /received undefined/.test(m)) return Msg.required;
  return Msg.invalidValue;
}

function envelope(request: FastifyRequest, ids: string[], fieldsErrors: FieldsErrors = {}, data: unknown = null) {
  const lang = requestLang(request);
  return { data, succeeded: false, errors: ids.map((id) => t(id, lang)), fieldsErrors };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, id: string, fieldsErrors: FieldsErrors = {}, data: unknown = null) {
  reply.header('x-error-code', id);
  return reply.code(status).type('application/json; charset=utf-8').send(envelope(request, [id], fieldsErrors, data));
}

/** Installs the error and not-found handlers that turn everything into the envelope. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, Msg.notFound));

  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      if (err.status >= 500) request.log.error({ err }, 'application error');
      return sendError(request, reply, err.status, err.code, err.fieldsErrors, err.data);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldsErrors: FieldsErrors = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        const id = issueId(issue);
        const list = (fieldsErrors[field] ??= []);
        if (!list.includes(id)) list.push(id);
      }
      // An empty field also fails its length rules; "required" is the one message worth showing.
      for (const [k, list] of Object.entries(fieldsErrors)) if (list.includes(Msg.required)) fieldsErrors[k] = [Msg.required];
      return sendError(request, reply, 400, ApiMsg.validationFailed, fieldsErrors);
    }
    const fe = err as FastifyError;
    if (isResponseSerializationError(fe as never)) {
      request.log.error({ err, cause: (fe as { cause?: unknown }).cause }, 'response does not match its schema');
      return sendError(request, reply, 500, Msg.somethingWentWrong);
    }
    const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return sendError(request, reply, status === 503 ? 503 : 500, status === 503 ? ApiMsg.serviceUnavailable : Msg.somethingWentWrong);
    }
    if (fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_FILES_LIMIT') return sendError(request, reply, 413, Msg.fileTooLarge, { file: [Msg.fileTooLarge] });
    // Malformed JSON (or an empty body declared as JSON): the body as a whole is the field.
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fe.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return sendError(request, reply, 400, ApiMsg.validationFailed, { body: [Msg.invalidValue] });
    }
    if (fe.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return sendError(request, reply, 400, Msg.fileMissing, { file: [Msg.required] });
    if (status === 429) return sendError(request, reply, 429, Msg.tooManyRequests);
    request.log.info({ code: fe.code, status }, fe.message);
    return sendError(request, reply, status, statusCodeId[status] ?? Msg.somethingWentWrong);
  });
}
