import { z } from 'zod';
import { envelope, pagedEnvelope } from '@tajriba/contracts';

/** Success envelope. */
export const ok = <T>(data: T) => ({ data, succeeded: true as const, errors: [] as string[], fieldsErrors: {} as Record<string, string[]> });

/** Paged envelope (`pageNumber`, `totalPages`, and `totalRecords`). */
export const paged = <T>(items: T[], pageNumber: number, pageSize: number, totalRecords: number) => ({
  ...ok(items),
  pageNumber,
  totalPages: Math.max(1, Math.ceil(totalRecords / pageSize)),
  totalRecords,
});

/** Route `response` map: 200 is the success envelope of `data`. */
export const okResponse = <T extends z.core.$ZodType>(data: T) => ({ 200: envelope(data) });
export const pagedResponse = <T extends z.core.$ZodType>(item: T) => ({ 200: pagedEnvelope(item) });
export const emptyResponse = () => ({ 200: envelope(z.null()) });
