import { Msg } from '@tajriba/contracts/constants';
import type { FieldsErrors } from '@tajriba/contracts/platform';

/**
 * The one error type callers handle. `errors` go to the form's error box, `fieldsErrors` under
 * their fields; both hold message ids or server text already localised by Accept-Language.
 * status 0 = network failure / aborted, no HTTP response.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly fieldsErrors: FieldsErrors;
  /**
   * The error envelope's `data`: some errors still carry state the UI needs (a 409
   * `error.otpAlreadyPending` carries the pending code's state). null when absent.
   */
  readonly data: unknown;

  constructor(status: number, errors: string[], fieldsErrors: FieldsErrors = {}, options?: { cause?: unknown; data?: unknown }) {
    super(errors[0] ?? Msg.somethingWentWrong, options);
    this.data = options?.data ?? null;
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors.length ? errors : [Msg.somethingWentWrong];
    this.fieldsErrors = fieldsErrors;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError || (e as { name?: string } | null)?.name === 'ApiError';

/** Map whatever came back into an ApiError; 5xx bodies are never trusted for display. */
export function toApiError(status: number, body: unknown, cause?: unknown): ApiError {
  if (status >= 500) return new ApiError(status, [Msg.somethingWentWrong], {}, { cause });
  const b = body as { errors?: unknown; fieldsErrors?: unknown; data?: unknown } | null;
  const errors = Array.isArray(b?.errors) ? b!.errors.filter((x): x is string => typeof x === 'string') : [];
  const fe: FieldsErrors = {};
  if (b?.fieldsErrors && typeof b.fieldsErrors === 'object') {
    for (const [k, v] of Object.entries(b.fieldsErrors as Record<string, unknown>)) {
      if (Array.isArray(v)) fe[k] = v.filter((x): x is string => typeof x === 'string');
      else if (typeof v === 'string') fe[k] = [v];
    }
  }
  if (!errors.length && !Object.keys(fe).length) {
    const fallback = status === 401 ? Msg.unauthorized : status === 403 ? Msg.forbidden : status === 404 ? Msg.notFound : status === 429 ? Msg.tooManyRequests : Msg.somethingWentWrong;
    errors.push(fallback);
  }
  return new ApiError(status, errors, fe, { cause, data: b?.data ?? null });
}
