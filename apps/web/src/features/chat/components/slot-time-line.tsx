'use client';

import EventOutlined from '@mui/icons-material/EventOutlined';
import Typography from '@mui/material/Typography';
import { useLocale } from 'use-intl';
import { type ChatSubject } from '@bazaar/contracts';
import { slotTimeText } from '../slot-time';

/** A reservation's slot time under its title, in the list row and the header; nothing otherwise. */
export function SlotTimeLine({ slotTime }: { slotTime: ChatSubject['slot_time'] }) {
  const locale = useLocale();
  if (!slotTime) return null;
  return (
    <Typography
      variant="body2"
      noWrap
      color="text.secondary"
      data-testid="conversation-slot-time"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <EventOutlined sx={{ fontSize: 16 }} aria-hidden />
      {slotTimeText(slotTime.starts_at, slotTime.time_zone, locale)}
    </Typography>
  );
}
