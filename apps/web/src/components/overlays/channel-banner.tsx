'use client';

import CampaignRounded from '@mui/icons-material/CampaignRounded';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { sessionStorageKeys } from '@bazaar/contracts';
import { readStored, writeStored } from '@/lib/overlays/browser-storage';
import {
  CHANNEL_BANNER_BROADCAST,
  CHANNEL_BANNER_DELAY_MS,
  channelBannerStep,
  initialChannelBannerState,
  type ChannelBannerEvent,
  type ChannelBannerMessage,
  type ChannelBannerState,
} from '@/lib/overlays/channel-banner';
import { BannerCard } from './banner-card';
import { ChannelJoinButton } from './channel-join-button';

interface Props {
  channelUrl: string;
  appName: string | null;
  /** Whether the page open may show it; when it is due elsewhere, it waits for such a page. */
  allowed: boolean;
}

function isBannerMessage(data: unknown): data is ChannelBannerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; open?: unknown };
  return (
    message.type === 'query' || (message.type === 'state' && typeof message.open === 'boolean')
  );
}

/**
 * The messaging-channel banner of spec §4: once per session (a session-storage key records it),
 * kept in step across the tabs of the browser over a BroadcastChannel.
 */
export function ChannelBanner({ channelUrl, appName, allowed }: Props) {
  const t = useTranslations('overlays');
  const [state, setState] = useState<ChannelBannerState>(() => initialChannelBannerState(true));
  const dispatch = useRef<(event: ChannelBannerEvent) => void>(() => undefined);
  const [due, setDue] = useState(false);

  useEffect(() => {
    const shown = readStored('sessionStorage', sessionStorageKeys.channelBannerShown) !== null;
    let current = initialChannelBannerState(shown);
    const channel =
      typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel(CHANNEL_BANNER_BROADCAST);
    const apply = (event: ChannelBannerEvent) => {
      const step = channelBannerStep(current, event);
      if (step.state.shown && !current.shown) {
        writeStored('sessionStorage', sessionStorageKeys.channelBannerShown, 'true');
      }
      current = step.state;
      setState(step.state);
      if (step.broadcast) channel?.postMessage(step.broadcast);
    };
    dispatch.current = apply;
    if (channel) {
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isBannerMessage(event.data)) apply({ type: 'message', message: event.data });
      };
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!shown) {
      // Another tab of this session may have shown it already; its answer arrives long before the delay ends.
      channel?.postMessage({ type: 'query' } satisfies ChannelBannerMessage);
      timer = setTimeout(() => setDue(true), CHANNEL_BANNER_DELAY_MS);
    }
    return () => {
      clearTimeout(timer);
      channel?.close();
      dispatch.current = () => undefined;
    };
  }, []);

  // Due, and on a page that may show it: now (unless another tab was first).
  useEffect(() => {
    if (due && allowed) dispatch.current({ type: 'due' });
  }, [due, allowed]);

  const close = () => dispatch.current({ type: 'close' });
  const app = appName ?? t('channel.genericApp');

  return (
    <BannerCard
      open={state.open && allowed}
      label={t('channelBanner.label')}
      icon={<CampaignRounded />}
      text={t('channelBanner.text', { app })}
      closeLabel={t('channelBanner.close')}
      onClose={close}
      testId="channel-banner"
      action={
        <ChannelJoinButton channelUrl={channelUrl} onClick={close} size="small">
          {t('channelBanner.join')}
        </ChannelJoinButton>
      }
    />
  );
}
