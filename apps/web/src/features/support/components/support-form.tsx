'use client';

import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { supportRequestRules, supportTopics, type SupportTopic } from '@bazaar/contracts';
import { Receipt } from './support-receipt';
import { useSupportForm, type FieldName } from './use-support-form';

/** The support form: name and email prefilled for signed-in users, field errors from the api. */
export function SupportForm() {
  const t = useTranslations('support.form');
  const tTopics = useTranslations('support.topics');
  const { create, values, errors, formError, receipt, setReceipt, setValue, submit } =
    useSupportForm();

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
