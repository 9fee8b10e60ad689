import Box from '@mui/material/Box';
import { type SxProps, type Theme } from '@mui/material/styles';
import { type ReactNode } from 'react';
import { layout } from '@bazaar/contracts';

/**
 * The page's own content in every shell: the "skip to content" link's target (focusable, not
 * outlined), padded from the shell around it.
 */
export function MainContent({
  paddingBottom,
  children,
}: {
  /** Room kept below, where a bar covers the page's foot. */
  paddingBottom?: string;
  children: ReactNode;
}) {
  const sx: SxProps<Theme> = {
    flexGrow: 1,
    p: `${layout.contentPaddingPx}px`,
    ...(paddingBottom ? { pb: paddingBottom } : {}),
    outline: 'none',
  };
  return (
    <Box component="main" id="main-content" tabIndex={-1} sx={sx}>
      {children}
    </Box>
  );
}
