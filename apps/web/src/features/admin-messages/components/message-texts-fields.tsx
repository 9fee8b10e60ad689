'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { ADMIN_MESSAGE_BODY_MAX, ADMIN_MESSAGE_TITLE_MAX } from '@bazaar/contracts';
import type { FieldProps, Values } from './message-values';

interface Props {
  texts: Values['texts'];
  onChange: (locale: 'en' | 'de', part: 'title' | 'body', value: string) => void;
  fieldProps: FieldProps;
}

/** The message's title and body in English and in German, side by side. */
export function MessageTextsFields({ texts, onChange, fieldProps }: Props) {
  const t = useTranslations('adminMessages');
  return (
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
            {...fieldProps(`texts.${locale}.title`)}
            name={`texts.${locale}.title`}
            required
            label={t('form.messageTitle')}
            value={texts[locale].title}
            onChange={(event) => onChange(locale, 'title', event.target.value)}
            slotProps={{ htmlInput: { maxLength: ADMIN_MESSAGE_TITLE_MAX } }}
          />
          <TextField
            {...fieldProps(`texts.${locale}.body`)}
            name={`texts.${locale}.body`}
            required
            multiline
            minRows={4}
            label={t('form.body')}
            value={texts[locale].body}
            onChange={(event) => onChange(locale, 'body', event.target.value)}
            slotProps={{ htmlInput: { maxLength: ADMIN_MESSAGE_BODY_MAX } }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
