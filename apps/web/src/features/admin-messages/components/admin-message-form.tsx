'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
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
  adminMessageInput,
  type AdminMessageInput,
  type AdminMessagePreview,
} from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { fieldErrorsOf, formErrorOf, type FieldErrors } from '@/lib/forms/field-errors';
import { useAdminMessage } from '../api/get-admin-message';
import { usePreviewAdminMessage } from '../api/preview-admin-message';
import { useSaveAdminMessage } from '../api/save-admin-message';
import { AudienceFields } from './audience-fields';
import { EMPTY, inputOf, valuesOf, type Values } from './message-values';
import { MessageTextsFields } from './message-texts-fields';
import { PreviewCard } from './preview-card';
import { useGroupConfirmation } from './use-group-confirmation';

const HISTORY_PATH = '/profile/notifications';

function MessageForm({ initial, messageId }: { initial: Values; messageId?: string }) {
  const t = useTranslations('adminMessages');
  const tForms = useTranslations('forms');
  const router = useRouter();
  const save = useSaveAdminMessage(messageId);
  const previewCall = usePreviewAdminMessage();
  const groupConfirmation = useGroupConfirmation();
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

  const problemOf = (field: string) => {
    if (field === 'link') return t('form.linkHint');
    if (field === 'send_at') return t('form.sendAtRequired');
    if (field === 'audience') return t('form.audienceRequired');
    if (field === 'audience.account') return t('form.accountRequired');
    return tForms('required');
  };
  /** The checked body, or null with the problems shown on their fields. */
  const checked = (): AdminMessageInput | null => {
    const result = adminMessageInput.safeParse(inputOf(values));
    if (result.success) return result.data;
    const found: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      found[field] ??= problemOf(field);
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
  const submitLabel = messageId
    ? t('form.save')
    : values.when === 'now'
      ? t('form.sendNow')
      : t('form.schedule');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = checked();
    if (!body) return;
    setFormError(null);
    try {
      if (!(await groupConfirmation.ask(body, submitLabel))) return;
    } catch (error) {
      failed(error);
      return;
    }
    save.mutate(body, { onSuccess: () => router.push(HISTORY_PATH), onError: failed });
  };

  const textField = (name: string) => ({
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
      <FormErrorAlert message={formError} />
      <MessageTextsFields texts={values.texts} onChange={changeText} fieldProps={textField} />
      <TextField
        {...textField('link')}
        name="link"
        label={t('form.link')}
        value={values.link}
        onChange={(event) => change({ link: event.target.value }, 'link')}
        helperText={errors['link'] ?? t('form.linkHint')}
      />
      <AudienceFields values={values} change={change} fieldProps={textField} />
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
        <Button
          type="submit"
          variant="contained"
          loading={save.isPending || groupConfirmation.counting}
        >
          {submitLabel}
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
