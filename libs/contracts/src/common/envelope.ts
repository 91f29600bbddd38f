import * as z from 'zod/mini';
import { withDefault } from './schema-helpers';

/**
 * Every API response is an envelope: `data`, `succeeded`, `errors` (strings shown in the form's
 * error box) and `fieldsErrors` (field name → message ids shown under fields). Messages are
 * message ids (e.g. `validation.required`) or server text already localised by Accept-Language.
 */
export const fieldsErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldsErrors = z.infer<typeof fieldsErrorsSchema>;

// `T` is any zod schema, mini or classic (the API composes classic ones into envelopes too).
export const envelope = <T extends z.core.SomeType>(data: T) =>
  z.object({
    data,
    succeeded: z.boolean(),
    errors: withDefault(z.array(z.string()), []),
    fieldsErrors: withDefault(fieldsErrorsSchema, {}),
  });

/** Paged list: `pageNumber`, `totalPages` (and `totalRecords` where the spec names it). */
export const pagedEnvelope = <T extends z.core.SomeType>(item: T) =>
  z.extend(envelope(z.array(item)), {
    pageNumber: z.int(),
    totalPages: z.int(),
    totalRecords: z.optional(z.int()),
  });

/** Cursor list (search): `total` and the opaque `after` cursor for the next page. */
export const cursorEnvelope = <T extends z.core.SomeType>(item: T) =>
  z.extend(envelope(z.array(item)), {
    total: z.int(),
    after: z.nullable(z.string()),
  });

export const errorEnvelopeSchema = envelope(z.null());
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const emptyEnvelopeSchema = envelope(z.null());

export const pagingQuerySchema = z.object({
  PageNumber: withDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  PageSize: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});
