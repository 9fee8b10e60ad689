'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import {
  activityStatuses,
  ADMIN_MESSAGE_BODY_MAX,
  ADMIN_MESSAGE_TITLE_MAX,
  adminMessageAudienceKinds,
  adminMessageInput,
  marketplaceSections,
  supportedLocales,
  type AdminMessage,
  type AdminMessageAudienceKind,
  type AdminMessageInput,
  type AdminMessagePreview,
} from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { fieldErrorsOf, formErrorOf, type FieldErrors } from '@/lib/forms/field-errors';
import { useAdminMessage } from '../api/get-admin-message';
import { usePreviewAdminMessage } from '../api/preview-admin-message';
import { useSaveAdminMessage } from '../api/save-admin-message';

const HISTORY_PATH = '/profile/notifications';

interface Values {
  texts: Record<(typeof supportedLocales)[number], { title: string; body: string }>;
  link: string;
  kind: AdminMessageAudienceKind;
  account: string;
  section: string;
  status: string;
  when: 'now' | 'later';
  /** `datetime-local` value, in the browser's time zone. */
  sendAt: string;
}

const EMPTY: Values = {
  texts: { en: { title: '', body: '' }, de: { title: '', body: '' } },
  link: '',
  kind: 'sellers',
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

function valuesOf(message: AdminMessage): Values {
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
function inputOf(values: Values): unknown {
  const audience =
    values.kind === 'account'
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

function PreviewCard({ preview }: { preview: AdminMessagePreview }) {
  const t = useTranslations('adminMessages.form');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: '12px' }}
      data-testid="admin-message-preview"
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('previewTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }} data-testid="admin-message-recipients">
        {t('recipients', { count: preview.recipients })}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        {supportedLocales.map((locale) => (
          <Box
            key={locale}
            lang={locale}
            sx={{ flex: 1, p: 1.5, borderRadius: '8px', bgcolor: 'action.hover' }}
          >
            <Typography variant="overline" color="text.secondary">
              {t(locale === 'en' ? 'english' : 'german')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{preview.rendered[locale].title}</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {preview.rendered[locale].body}
            </Typography>
            {preview.link ? (
              <Typography variant="caption" color="primary">
                {preview.link}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

function MessageForm({ initial, messageId }: { initial: Values; messageId?: string }) {
  const t = useTranslations('adminMessages');
  const tDivisions = useTranslations('divisions');
  const tForms = useTranslations('forms');
  const router = useRouter();
  const save = useSaveAdminMessage(messageId);
  const previewCall = usePreviewAdminMessage();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<AdminMessagePreview | null>(null);

  const change = (next: Partial<Values>, field?: string) => {
    setValues((current) => ({ ...current, ...next }));
    setPreview(null);
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const changeText = (locale: 'en' | 'de', part: 'title' | 'body', value: string) =>
    change(
      { texts: { ...values.texts, [locale]: { ...values.texts[locale], [part]: value } } },
      `texts.${locale}.${part}`,
    );

  /** The checked body, or null with the problems shown on their fields. */
  const checked = (): AdminMessageInput | null => {
    const result = adminMessageInput.safeParse(inputOf(values));
    if (result.success) return result.data;
    const found: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      found[field] ??=
        field === 'link'
          ? t('form.linkHint')
          : field === 'send_at'
            ? t('form.sendAtRequired')
            : tForms('required');
    }
    setErrors(found);
    return null;
  };
  const failed = (error: unknown) => {
    setErrors(fieldErrorsOf(error));
    setFormError(formErrorOf(error, Object.keys(fieldErrorsOf(error))));
  };

  const showPreview = () => {
    const body = checked();
    if (!body) return;
    setFormError(null);
    previewCall.mutate(body, { onSuccess: setPreview, onError: failed });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checked();
    if (!body) return;
    setFormError(null);
    save.mutate(body, { onSuccess: () => router.push(HISTORY_PATH), onError: failed });
  };

  const textField = (name: string) => ({
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <FormErrorAlert message={formError} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
        {(['en', 'de'] as const).map((locale) => (
          <Stack
            key={locale}
            spacing={2}
            sx={{ flex: 1 }}
            lang={locale}
            data-testid={`admin-message-texts-${locale}`}
          >
            <Typography variant="subtitle2" color="text.secondary">
              {t(locale === 'en' ? 'form.english' : 'form.german')}
            </Typography>
            <TextField
              {...textField(`texts.${locale}.title`)}
              name={`texts.${locale}.title`}
              required
              label={t('form.messageTitle')}
              value={values.texts[locale].title}
              onChange={(event) => changeText(locale, 'title', event.target.value)}
              slotProps={{ htmlInput: { maxLength: ADMIN_MESSAGE_TITLE_MAX } }}
            />
            <TextField
              {...textField(`texts.${locale}.body`)}
              name={`texts.${locale}.body`}
              required
              multiline
              minRows={4}
              label={t('form.body')}
              value={values.texts[locale].body}
              onChange={(event) => changeText(locale, 'body', event.target.value)}
              slotProps={{ htmlInput: { maxLength: ADMIN_MESSAGE_BODY_MAX } }}
            />
          </Stack>
        ))}
      </Stack>
      <TextField
        {...textField('link')}
        name="link"
        label={t('form.link')}
        value={values.link}
        onChange={(event) => change({ link: event.target.value }, 'link')}
        helperText={errors['link'] ?? t('form.linkHint')}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
        <TextField
          select
          name="audience"
          label={t('audience.label')}
          value={values.kind}
          onChange={(event) =>
            change({ kind: event.target.value as AdminMessageAudienceKind }, 'audience')
          }
          sx={{ minWidth: 240 }}
        >
          {adminMessageAudienceKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`audience.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {values.kind === 'account' ? (
          <TextField
            {...textField('audience.account')}
            name="account"
            required
            label={t('audience.accountLabel')}
            value={values.account}
            onChange={(event) => change({ account: event.target.value }, 'audience.account')}
          />
        ) : null}
        {values.kind === 'filter' ? (
          <>
            <TextField
              select
              name="section"
              label={t('audience.section')}
              value={values.section}
              onChange={(event) => change({ section: event.target.value })}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('audience.any')}</MenuItem>
              {marketplaceSections.map((section) => (
                <MenuItem key={section} value={section}>
                  {tDivisions(`${section}.name`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              name="status"
              label={t('audience.status')}
              value={values.status}
              onChange={(event) => change({ status: event.target.value })}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('audience.any')}</MenuItem>
              {activityStatuses.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`accountStatus.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : null}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <RadioGroup
          row
          name="when"
          aria-label={t('form.when')}
          value={values.when}
          onChange={(event) => change({ when: event.target.value as Values['when'] }, 'send_at')}
        >
          <FormControlLabel value="now" control={<Radio />} label={t('form.now')} />
          <FormControlLabel value="later" control={<Radio />} label={t('form.later')} />
        </RadioGroup>
        {values.when === 'later' ? (
          <TextField
            {...textField('send_at')}
            name="send_at"
            type="datetime-local"
            required
            label={t('form.sendAtLabel')}
            value={values.sendAt}
            onChange={(event) => change({ sendAt: event.target.value }, 'send_at')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 280 }}
          />
        ) : null}
      </Stack>
      {preview ? <PreviewCard preview={preview} /> : null}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={showPreview} loading={previewCall.isPending}>
          {t('form.preview')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {messageId
            ? t('form.save')
            : values.when === 'now'
              ? t('form.sendNow')
              : t('form.schedule')}
        </Button>
      </Stack>
    </Stack>
  );
}

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('adminMessages.form');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={Link} href={HISTORY_PATH} startIcon={<ArrowBackRounded />} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

/** `/profile/notifications/add-notification`: write, preview, send now or schedule. */
export function AddAdminMessagePage() {
  const t = useTranslations('adminMessages.form');
  return (
    <FormFrame title={t('addTitle')}>
      <MessageForm initial={EMPTY} />
    </FormFrame>
  );
}

/** `/profile/notifications/edit-notification/{id}`: change a message while it is scheduled. */
export function EditAdminMessagePage({ id }: { id: string }) {
  const t = useTranslations('adminMessages.form');
  const message = useAdminMessage(id);
  return (
    <FormFrame title={t('editTitle')}>
      {message.isPending ? <Skeleton variant="rounded" height={320} /> : null}
      {message.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      {message.data && message.data.status !== 'scheduled' ? (
        <Alert severity="info">{t('notEditable')}</Alert>
      ) : null}
      {message.data?.status === 'scheduled' ? (
        <MessageForm initial={valuesOf(message.data)} messageId={id} />
      ) : null}
    </FormFrame>
  );
}
