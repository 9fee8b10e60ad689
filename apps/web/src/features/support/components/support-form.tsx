'use client';

import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  emailSchema,
  fullName,
  supportRequestRules,
  supportTopics,
  type SupportRequestReceipt,
  type SupportTopic,
} from '@bazaar/contracts';
import { fieldErrorsOf, formErrorOf, type FieldErrors } from '@/lib/forms/field-errors';
import { useCurrentUser } from '@/lib/session/current-user';
import { useCreateSupportRequest } from '../api/create-support-request';

type FieldName = 'name' | 'email' | 'topic' | 'message';
const FIELDS: readonly FieldName[] = ['name', 'email', 'topic', 'message'];

interface Values {
  name: string;
  email: string;
  topic: SupportTopic | '';
  message: string;
}

function Receipt({
  receipt,
  email,
  onAnother,
}: {
  receipt: SupportRequestReceipt;
  email: string;
  onAnother: () => void;
}) {
  const t = useTranslations('support.form');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moves focus to the confirmation so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 2, sm: 4 } }}
      role="status"
      data-testid="support-receipt"
    >
      <CheckCircleRounded color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h2" tabIndex={-1} ref={headingRef} sx={{ outline: 0 }}>
        {t('sentTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
        {t('sentText', { email })}
      </Typography>
      <Box
        sx={{
          px: 3,
          py: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {t('reference')}
        </Typography>
        <Typography
          data-testid="support-reference"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '1.35rem',
            fontWeight: 700,
            letterSpacing: '0.06em',
          }}
        >
          {receipt.reference}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={onAnother}>
        {t('sendAnother')}
      </Button>
    </Stack>
  );
}

/** The support form: name and email prefilled for signed-in users, field errors from the api. */
export function SupportForm() {
  const t = useTranslations('support.form');
  const tTopics = useTranslations('support.topics');
  const tForms = useTranslations('forms');
  const user = useCurrentUser();
  const create = useCreateSupportRequest();
  // What the user typed; untouched name and email show what Bazaar knows of a signed-in user.
  const [typed, setTyped] = useState<Partial<Values>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<{ receipt: SupportRequestReceipt; email: string } | null>(
    null,
  );

  const signedInUser = user.data;
  const values: Values = {
    name:
      typed.name ??
      (signedInUser
        ? fullName(signedInUser.first_name, signedInUser.last_name) || signedInUser.display_name
        : ''),
    email: typed.email ?? signedInUser?.email ?? '',
    topic: typed.topic ?? '',
    message: typed.message ?? '',
  };

  const setValue = <Name extends FieldName>(name: Name, value: Values[Name]) => {
    setTyped((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (): boolean => {
    const found: FieldErrors = {};
    if (!values.name.trim()) found.name = tForms('required');
    if (!values.email.trim()) found.email = tForms('required');
    else if (!emailSchema.safeParse(values.email).success) found.email = tForms('invalidEmail');
    if (!values.topic) found.topic = t('chooseTopic');
    if (values.message.trim().length < supportRequestRules.messageMinChars) {
      found.message = values.message.trim()
        ? t('messageTooShort', { count: supportRequestRules.messageMinChars })
        : tForms('required');
    }
    setErrors(found);
    setFormError(null);
    return Object.keys(found).length === 0;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || !values.topic) return;
    const email = values.email.trim();
    create.mutate(
      { name: values.name.trim(), email, topic: values.topic, message: values.message.trim() },
      {
        onSuccess: (result) => {
          setReceipt({ receipt: result, email });
          setTyped((current) => ({ ...current, topic: undefined, message: undefined }));
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFormError(formErrorOf(error, FIELDS));
        },
      },
    );
  };

  if (receipt) {
    return (
      <Receipt
        receipt={receipt.receipt}
        email={receipt.email}
        onAnother={() => {
          setReceipt(null);
          create.reset();
        }}
      />
    );
  }

  const fieldProps = (name: FieldName) => ({
    name,
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    required: true,
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={submit}
      aria-labelledby="support-form-title"
    >
      <Box>
        <Typography variant="h5" component="h2" id="support-form-title">
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('subtitle')}
        </Typography>
      </Box>
      {formError ? (
        <Alert severity="error" role="alert" data-testid="support-form-error">
          {formError}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...fieldProps('name')}
          label={t('name')}
          autoComplete="name"
          value={values.name}
          onChange={(event) => setValue('name', event.target.value)}
          slotProps={{ htmlInput: { maxLength: supportRequestRules.nameMaxChars } }}
        />
        <TextField
          {...fieldProps('email')}
          label={t('email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
        />
      </Stack>
      <TextField
        {...fieldProps('topic')}
        select
        label={t('topic')}
        value={values.topic}
        onChange={(event) => setValue('topic', event.target.value as SupportTopic)}
        helperText={errors.topic ?? t('topicHint')}
      >
        {supportTopics.map((topic) => (
          <MenuItem key={topic} value={topic}>
            {tTopics(topic)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...fieldProps('message')}
        label={t('message')}
        multiline
        minRows={6}
        value={values.message}
        onChange={(event) => setValue('message', event.target.value)}
        helperText={
          errors.message ??
          t('messageHint', {
            count: values.message.length,
            max: supportRequestRules.messageMaxChars,
          })
        }
        slotProps={{ htmlInput: { maxLength: supportRequestRules.messageMaxChars } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendRounded />}
          loading={create.isPending}
        >
          {t('submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
