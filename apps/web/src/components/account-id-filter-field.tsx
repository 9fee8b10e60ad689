'use client';

import { type SxProps, type Theme } from '@mui/material/styles';
import { isAccountId } from '@/lib/forms/account-id';
import { AppliedField } from './applied-field';

/** How an account id looks, as the field's placeholder where no other is given. */
const ACCOUNT_ID_PATTERN = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

interface Props {
  /** The account id in the address; null for none. */
  applied: string | null;
  /** The whole id, lower case; null when the field was emptied. */
  onApply: (accountId: string | null) => void;
  label: string;
  invalidText: string;
  placeholder?: string;
  sx?: SxProps<Theme>;
}

/** A back-office filter by one account (buyer, seller, owner): applied once the id is whole. */
export function AccountIdFilterField({
  applied,
  onApply,
  label,
  invalidText,
  placeholder = ACCOUNT_ID_PATTERN,
  sx,
}: Props) {
  return (
    <AppliedField
      applied={applied ?? ''}
      accepts={(text) => isAccountId(text.toLowerCase())}
      onApply={(text) => onApply(text.toLowerCase() || null)}
      label={label}
      placeholder={placeholder}
      invalidText={invalidText}
      maxLength={ACCOUNT_ID_PATTERN.length}
      sx={sx}
    />
  );
}
