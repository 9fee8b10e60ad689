import Alert from '@mui/material/Alert';
import { useTranslations } from 'use-intl';
import { isApiError } from '@/lib/api-client';

/** A failed change, in the server's words (the §8 merge errors' messages among them). */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const t = useTranslations('filtersManager');
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" data-testid="filters-manager-error">
      {isApiError(error) && error.user_message ? error.user_message : t('changeFailed')}
    </Alert>
  );
}
