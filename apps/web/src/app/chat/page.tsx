import { type Metadata } from 'next';
import { Suspense } from 'react';
import { ChatPage } from '@/features/chat/components/chat-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('chat.title'), robots: { index: false } };
}

/**
 * `/chat` (public, spec §6: a visitor is asked to sign in here); `?conversation={id}` opens one.
 * The conversations are the signed-in account's, so the browser fetches them.
 */
export default function ChatRoute() {
  return (
    <Suspense>
      <ChatPage />
    </Suspense>
  );
}
