/** Query keys of this feature (reused for invalidation; the user id keeps caches per person). */
export const messagingKeys = {
  all: (userId: number) => ['messaging', userId] as const,
  chats: (userId: number) => ['messaging', userId, 'chats'] as const,
  /** Under `chats`: invalidating the list invalidates every search too. */
  chatSearch: (userId: number, text: string) => ['messaging', userId, 'chats', 'search', text] as const,
  messages: (userId: number, chatId: number) => ['messaging', userId, 'messages', chatId] as const,
  unread: (userId: number) => ['messaging', userId, 'unread'] as const,
  chatWith: (userId: number, otherId: number) => ['messaging', userId, 'chat-with', otherId] as const,
  status: (userId: number, otherId: number) => ['messaging', userId, 'status', otherId] as const,
};
