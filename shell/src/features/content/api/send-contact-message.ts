import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { contactResponseSchema, type ContactRequest } from '@tajriba/contracts/account';
import { envelope } from '@tajriba/contracts/platform';
import { useShellApi } from '../../../shared/api-context';

/** `POST /api/Contact`: stored, forwarded to support, acknowledged by e-mail to the sender. */
export async function sendContactMessage(api: ApiClient, input: ContactRequest): Promise<{ id: string }> {
  return (await api.post('/api/Contact', input, envelope(contactResponseSchema))).data;
}

export function useSendContactMessage() {
  const api = useShellApi();
  return useMutation({ mutationFn: (input: ContactRequest) => sendContactMessage(api, input) });
}
