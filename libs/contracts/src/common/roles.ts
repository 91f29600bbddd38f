import * as z from 'zod/mini';

export const roleSchema = z.object({ id: z.int(), nameAr: z.string(), nameEn: z.string() });
export type Role = z.infer<typeof roleSchema>;
