import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { messagingKeys } from '../api/keys';
import { sendMessage } from '../api/send-message';
import { uploadAttachment } from '../api/upload-attachment';
import { outboxActions, useOutboxStore } from '../stores/outbox-store';

/** Network failure (status 0): said as "you seem to be offline", not as a server error. */
export const OFFLINE_ERROR = 'messaging.error.offline';
/** A refused upload without the server's reason (it always sends one, localised). */
export const UPLOAD_ERROR = 'messaging.error.upload';

/**
 * Sending (spec §4 Chat, §5 Chat send): the message shows at once as "sending", each attachment
 * uploads on its own with its progress, then the message is posted; the server's id marks it
 * sent. A failure keeps the text and the uploaded files with the error, and `retry` sends the
 * same message again (files already uploaded are not uploaded twice).
 */
export function useSendMessage(onChatOpened?: (toUserId: number, chatId: number) => void) {
  const { api, userId } = useApiContext();
  const qc = useQueryClient();
  const store = useOutboxStore();
  const actions = useMemo(() => outboxActions(store), [store]);

  const run = useCallback(
    async (localId: string) => {
      const m = store.messages.find((x) => x.localId === localId);
      if (!m) return;
      actions.sending(localId);
      // Which attachment was uploading when it failed: its name leads the error ("plan.pdf: …").
      let uploading: string | null = null;
      try {
        for (const [i, f] of m.files.entries()) {
          if (f.fileId) continue;
          uploading = f.file.name;
          const id = await uploadAttachment(api, f.file, (fraction) => actions.progress(localId, i, fraction));
          actions.uploaded(localId, i, id);
        }
        uploading = null;
        const fileIds = m.files.map((f) => f.fileId!).filter(Boolean);
        // Read before sending: `sent` below writes the chat id into the same object.
        const firstTo = m.chatId === null ? m.toUserId : null;
        const { chatId, messageId } = await sendMessage(api, firstTo !== null ? { toUserId: firstTo } : { chatId: m.chatId! }, m.content, fileIds);
        actions.sent(localId, chatId, messageId);
        if (firstTo !== null) {
          actions.chatOpened(firstTo, chatId);
          onChatOpened?.(firstTo, chatId);
        }
        // The list holds the message once its page is fetched again (or the hub brought it).
        await Promise.all([qc.invalidateQueries({ queryKey: messagingKeys.messages(userId, chatId) }), qc.invalidateQueries({ queryKey: messagingKeys.chats(userId) })]);
      } catch (err) {
        actions.failed(localId, isApiError(err) ? (err.isNetwork ? OFFLINE_ERROR : (err.errors[0] ?? UPLOAD_ERROR)) : OFFLINE_ERROR, uploading);
      }
    },
    [actions, api, onChatOpened, qc, store, userId],
  );

  const send = useCallback(
    (target: { chatId: number | null; toUserId: number | null }, content: string, files: File[]) => {
      const localId = actions.add(target, content, files, new Date());
      void run(localId);
      return localId;
    },
    [actions, run],
  );

  return { send, retry: run, discard: actions.remove };
}
