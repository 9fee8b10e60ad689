'use client';

import PersonRounded from '@mui/icons-material/PersonRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { avatarIconSizes } from '@bazaar/contracts';

interface Props {
  /** The picture's address; initials or the default icon stand in without one. */
  src?: string | null;
  /** The name the initials come from. */
  name?: string | null;
  /** Shown beside the picture: the name, or the sign-in label when signed out. */
  label?: string | null;
  /** While the user is loading, the label is an ellipsis. */
  loading?: boolean;
  /** `profile` is the large variant of the profile page (72 px icon). */
  variant?: 'default' | 'profile';
  size?: number;
}

/** Up to two initials from a name: "Anna Becker" → "AB", "casa-mira" → "C". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

const initialsContent = { content: 'attr(data-initials)' };

/** The avatar of spec §2: an image, else initials from the name, else a default icon; an optional label. */
export function UserAvatar({ src, name, label, loading, variant = 'default', size }: Props) {
  const initials = initialsOf(name);
  const pixels = size ?? (variant === 'profile' ? 96 : 32);
  const iconSize = variant === 'profile' ? avatarIconSizes.profile : avatarIconSizes.default;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar
        src={src ?? undefined}
        alt=""
        aria-hidden
        sx={{
          width: pixels,
          height: pixels,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: pixels * 0.4,
          fontWeight: 700,
        }}
      >
        {initials ? (
          // Decorative, beside the name or inside a control labelled with it: drawn by CSS rather
          // than written, so the initials are not text the label must repeat (WCAG 2.5.3, as axe
          // checks it: "AB" is no word of "Account menu of Anna Becker").
          <Box component="span" data-initials={initials} sx={{ '&::before': initialsContent }} />
        ) : (
          <PersonRounded sx={{ fontSize: Math.min(iconSize, pixels * 0.75) }} />
        )}
      </Avatar>
      {label !== undefined || loading ? (
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 600, maxWidth: 160, color: 'text.primary' }}
        >
          {loading ? '…' : label}
        </Typography>
      ) : null}
    </Box>
  );
}
