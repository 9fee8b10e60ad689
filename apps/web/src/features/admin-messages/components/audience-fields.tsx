'use client';

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import {
  activityStatuses,
  adminMessageAudienceKinds,
  marketplaceSections,
  type AdminMessageAudienceKind,
} from '@bazaar/contracts';
import { AccountLookup } from './account-lookup';
import type { FieldProps, Values } from './message-values';

interface Props {
  values: Values;
  change: (next: Partial<Values>, field?: string) => void;
  fieldProps: FieldProps;
}

/** Who receives the message: a group of accounts, one account, or a filter by division and status. */
export function AudienceFields({ values, change, fieldProps }: Props) {
  const t = useTranslations('adminMessages');
  const tDivisions = useTranslations('divisions');
  const audience = fieldProps('audience');
  const account = fieldProps('audience.account');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
      {/* No group is offered first: whoever receives it is a choice made on purpose. */}
      <TextField
        select
        name="audience"
        required
        label={t('audience.label')}
        value={values.kind}
        error={audience.error}
        helperText={audience.helperText}
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
        <AccountLookup
          accountId={values.account}
          onChange={(account) => change({ account }, 'audience.account')}
          error={account.error}
          helperText={account.helperText}
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
  );
}
