'use client';

import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import { webkitPrefixes } from '@/lib/theme/style-prefixes';

/** Stylis plugins are functions, so they are set here, in the browser's module, not by the layout. */
const cacheOptions = { stylisPlugins: [webkitPrefixes] };

/** MUI's emotion cache for the App Router, writing only the vendor prefixes Safari still needs. */
export function StyleCacheProvider({ children }: { children: ReactNode }) {
  return <AppRouterCacheProvider options={cacheOptions}>{children}</AppRouterCacheProvider>;
}
