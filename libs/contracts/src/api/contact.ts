import { z } from 'zod';
import { Msg } from '../common/messages';
import { emailField } from './fields';

/** `POST /api/Contact` from the shell's contact-us page. */
export const contactRequestSchema = z.object({
  name: z.string({ error: Msg.required }).trim().min(1, Msg.required).min(3, Msg.min3).max(50, Msg.max50),
  email: emailField(),
  subject: z.string({ error: Msg.required }).trim().min(1, Msg.required).min(3, Msg.min3).max(100, Msg.max100),
  message: z.string({ error: Msg.required }).trim().min(1, Msg.required).min(10, Msg.min10).max(500, Msg.max500),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ id: z.string() });
