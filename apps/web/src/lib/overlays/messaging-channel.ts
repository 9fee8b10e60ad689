/** Well-known messaging apps, by the host their channel links live on. */
const messagingApps: readonly { hosts: readonly string[]; name: string }[] = [
  { hosts: ['t.me', 'telegram.me', 'telegram.dog'], name: 'Telegram' },
  { hosts: ['whatsapp.com', 'wa.me', 'chat.whatsapp.com'], name: 'WhatsApp' },
  { hosts: ['signal.me', 'signal.group'], name: 'Signal' },
  { hosts: ['discord.gg', 'discord.com'], name: 'Discord' },
  { hosts: ['matrix.to'], name: 'Matrix' },
  { hosts: ['viber.com', 'invite.viber.com'], name: 'Viber' },
];

/** The name of the messaging app a channel link belongs to, or null when it is not a known one. */
export function messagingAppName(channelUrl: string): string | null {
  let host: string;
  try {
    host = new URL(channelUrl).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  const app = messagingApps.find(({ hosts }) =>
    hosts.some((known) => host === known || host.endsWith(`.${known}`)),
  );
  return app?.name ?? null;
}
