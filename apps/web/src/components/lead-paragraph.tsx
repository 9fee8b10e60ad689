import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

/** The larger paragraph under a page's big title saying what the page is for (how to sell, support). */
export function LeadParagraph({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h6"
      component="p"
      color="text.secondary"
      sx={{ fontWeight: 400, maxWidth: 720, fontSize: { xs: '1.05rem', md: '1.25rem' } }}
    >
      {children}
    </Typography>
  );
}
