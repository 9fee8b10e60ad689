'use client';

import Dialog from '@mui/material/Dialog';
import { useTranslations } from 'use-intl';
import type { ChatMessage } from '@bazaar/contracts';

/** A picture message shown large. */
export function PictureViewer({
  message,
  onClose,
}: {
  message: ChatMessage | null;
  onClose: () => void;
}) {
  const t = useTranslations('chat');
  return (
    <Dialog open={message !== null} onClose={onClose} maxWidth="lg" aria-label={t('picture.large')}>
      {message?.picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded picture of any size
        <img
          src={message.picture.url}
          alt={message.text || t('picture.alt')}
          data-testid="picture-large"
          style={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }}
        />
      ) : null}
    </Dialog>
  );
}
