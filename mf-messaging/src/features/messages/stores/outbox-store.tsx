import { createContext, useContext, useState, type ReactNode } from 'react';
import { proxy, ref } from 'valtio/vanilla';

/** An attachment of a message being sent: its upload progress, then the server's file id. */
export interface OutgoingFile {
  key: string;
  file: File;
  /** 0..1 */
  progress: number;
  fileId: string | null;
}

/**
 * A message typed here and not yet in the server's list (spec §3 "Chat message" local state:
 * isSending, error, uploadProgress, files). It stays until the chat's list holds its id, so the
 * text is never lost: a failure keeps it with the error and a retry.
 */
export interface OutgoingMessage {
  localId: string;
  /** The chat, or the person a first message goes to. */
  chatId: number | null;
  toUserId: number | null;
  content: string;
  files: OutgoingFile[];
  status: 'sending' | 'failed' | 'sent';
  /** A message id (or server text) to show under the failed message. */
  error: string | null;
  /** The attachment whose upload failed (its name leads the error), or null. */
  errorFile: string | null;
  messageId: number | null;
  createdAt: string;
}

export interface OutboxState {
  messages: OutgoingMessage[];
}

const Ctx = createContext<OutboxState | null>(null);

/** One outbox per mount: a remount starts clean (CONVENTIONS "stores inside a provider"). */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => proxy<OutboxState>({ messages: [] }));
  return <Ctx.Provider value={store}>{children}</Ctx.Provider>;
}

export function useOutboxStore(): OutboxState {
  const store = useContext(Ctx);
  if (!store) throw new Error('useOutboxStore() needs <OutboxProvider>');
  return store;
}

let seq = 0;
/** The outbox's writes, as functions (components never mutate a snapshot). */
export function outboxActions(store: OutboxState) {
  const find = (localId: string) => store.messages.find((m) => m.localId === localId);
  return {
    add(target: { chatId: number | null; toUserId: number | null }, content: string, files: File[], now: Date): string {
      const localId = `local-${Date.now()}-${++seq}`;
      store.messages.push({
        localId,
        ...target,
        content,
        files: files.map((file, i) => ({ key: `${localId}-${i}`, file: ref(file), progress: 0, fileId: null })),
        status: 'sending',
        error: null,
        errorFile: null,
        messageId: null,
        createdAt: now.toISOString(),
      });
      return localId;
    },
    progress(localId: string, index: number, fraction: number) {
      const f = find(localId)?.files[index];
      if (f) f.progress = fraction;
    },
    uploaded(localId: string, index: number, fileId: string) {
      const f = find(localId)?.files[index];
      if (f) {
        f.fileId = fileId;
        f.progress = 1;
      }
    },
    sending(localId: string) {
      const m = find(localId);
      if (m) {
        m.status = 'sending';
        m.error = null;
        m.errorFile = null;
      }
    },
    failed(localId: string, error: string, fileName: string | null = null) {
      const m = find(localId);
      if (m) {
        m.status = 'failed';
        m.error = error;
        m.errorFile = fileName;
      }
    },
    sent(localId: string, chatId: number, messageId: number) {
      const m = find(localId);
      if (m) {
        m.status = 'sent';
        m.chatId = chatId;
        m.messageId = messageId;
      }
    },
    /** A first message opened a chat: the person's other outgoing messages now go there. */
    chatOpened(toUserId: number, chatId: number) {
      for (const m of store.messages) if (m.toUserId === toUserId && m.chatId === null) m.chatId = chatId;
    },
    remove(localId: string) {
      const i = store.messages.findIndex((m) => m.localId === localId);
      if (i >= 0) store.messages.splice(i, 1);
    },
    /** Drops sent messages the server's list now shows. */
    settle(knownIds: ReadonlySet<number>) {
      for (let i = store.messages.length - 1; i >= 0; i--) {
        const m = store.messages[i];
        if (m.status === 'sent' && m.messageId !== null && knownIds.has(m.messageId)) store.messages.splice(i, 1);
      }
    },
    reset() {
      store.messages = [];
    },
  };
}
