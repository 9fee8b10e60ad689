import type { AdminMessage, AdminMessageAudienceKind, supportedLocales } from '@bazaar/contracts';

/** The error state and helper text of the field `name`, full width. */
export type FieldProps = (name: string) => {
  error: boolean;
  helperText: string | undefined;
  fullWidth: boolean;
};

export interface Values {
  texts: Record<(typeof supportedLocales)[number], { title: string; body: string }>;
  link: string;
  /** '' until one is chosen: no audience is preselected. */
  kind: AdminMessageAudienceKind | '';
  /** The chosen account's id. */
  account: string;
  section: string;
  status: string;
  when: 'now' | 'later';
  /** `datetime-local` value, in the browser's time zone. */
  sendAt: string;
}

export const EMPTY: Values = {
  texts: { en: { title: '', body: '' }, de: { title: '', body: '' } },
  link: '',
  kind: '',
  account: '',
  section: '',
  status: '',
  when: 'now',
  sendAt: '',
};

/** An ISO moment as a `datetime-local` value in the browser's time zone. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function valuesOf(message: AdminMessage): Values {
  const { audience } = message;
  return {
    texts: message.texts,
    link: message.link ?? '',
    kind: audience.kind,
    account: audience.kind === 'account' ? audience.account : '',
    section: audience.kind === 'filter' ? (audience.section ?? '') : '',
    status: audience.kind === 'filter' ? (audience.status ?? '') : '',
    when: 'later',
    sendAt: localInputValue(message.send_at),
  };
}

/** The form's values as the api's body (not yet checked). */
export function inputOf(values: Values): unknown {
  const audience = !values.kind
    ? undefined
    : values.kind === 'account'
      ? { kind: 'account', account: values.account }
      : values.kind === 'filter'
        ? {
            kind: 'filter',
            ...(values.section ? { section: values.section } : {}),
            ...(values.status ? { status: values.status } : {}),
          }
        : { kind: values.kind };
  const sendAt = values.when === 'later' && values.sendAt ? new Date(values.sendAt) : null;
  return {
    texts: values.texts,
    link: values.link.trim() || null,
    audience,
    send_at:
      values.when === 'now'
        ? null
        : sendAt && !Number.isNaN(sendAt.getTime())
          ? sendAt.toISOString()
          : '',
  };
}
