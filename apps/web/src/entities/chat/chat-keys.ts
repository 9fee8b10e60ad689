/**
 * The chat's cached answers (issue 17). The unread counts belong to the shell (the top bar and
 * the phone bar show them); the conversations and their messages to the chat page, which the
 * live channel below keeps current.
 */
export const chatKeys = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
};
