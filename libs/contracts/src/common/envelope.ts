import { z } from 'zod';

/**
 * Every API response is an envelope: `data`, `succeeded`, `errors` (strings shown in the form's
 * error box) and `fieldsErrors` (field name → message ids shown under fields). Messages are
 * message ids (e.g. `validation.required`) or server text already localised by Accept-Language.
 */
export const fieldsErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldsErrors = z.infer<typeof fieldsErrorsSchema>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    succeeded: z.boolean(),
    errors: z.array(z.string()).default([]),
    fieldsErrors: fieldsErrorsSchema.default({}),
  });

/** Paged list: `pageNumber`, `totalPages` (and `totalRecords` where the spec names it). */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  envelope(z.array(item)).extend({
    pageNumber: z.number().int(),
    totalPages: z.number().int(),
    totalRecords: z.number().int().optional(),
  });

/** Cursor list (search): `total` and the opaque `after` cursor for the next page. */
export const cursorEnvelope = <T extends z.ZodType>(item: T) =>
  envelope(z.array(item)).extend({
    total: z.number().int(),
    after: z.string().nullable(),
  });

export const errorEnvelopeSchema = envelope(z.null());
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const emptyEnvelopeSchema = envelope(z.null());

export const pagingQuerySchema = z.object({
  PageNumber: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(10),
});
