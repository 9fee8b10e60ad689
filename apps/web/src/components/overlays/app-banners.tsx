'use client';

import Box from '@mui/material/Box';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { BANNER_STRIP_HEIGHT_VAR } from '@/lib/overlays/banner-strip';
import { channelBannerAllowedOn } from '@/lib/overlays/channel-banner';
import { useIsFramed } from '@/lib/overlays/framed';
import { messagingAppName } from '@/lib/overlays/messaging-channel';
import { ChannelBanner } from './channel-banner';
import { InstallBanner } from './install-banner';

interface Props {
  /** The operator's messaging channel (MESSAGING_CHANNEL_URL); null turns its banner off. */
  messagingChannelUrl: string | null;
}

/**
 * The channel and install banners of spec §4, in a strip in the page's flow under the header.
 * They push the page down instead of lying over it, so they never hide an input or a button
 * (issue 35: floating at the bottom, the channel banner covered the chat's composer and Send).
 * The strip's height is kept on the root element for the pages that fill the window (the chat).
 * A document shown in another page's frame gets no banners.
 */
export function AppBanners({ messagingChannelUrl }: Props) {
  const pathname = usePathname();
  const framed = useIsFramed();
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(BANNER_STRIP_HEIGHT_VAR, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BANNER_STRIP_HEIGHT_VAR);
    };
  }, [framed]);

  if (framed) return null;
  return (
    <Box ref={strip} data-testid="banner-strip">
      {messagingChannelUrl ? (
        <ChannelBanner
          channelUrl={messagingChannelUrl}
          appName={messagingAppName(messagingChannelUrl)}
          allowed={channelBannerAllowedOn(pathname)}
        />
      ) : null}
      <InstallBanner />
    </Box>
  );
}
