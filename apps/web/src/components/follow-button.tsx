'use client';

import CheckRounded from '@mui/icons-material/CheckRounded';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'use-intl';
import { signInLocation } from '@bazaar/contracts';
import { useFollowChange, useFollowState } from '@/entities/my-people/my-people-api';
import { useAppSelector } from '@/lib/store/hooks';
import { selectUserType } from '@/lib/store/auth-slice';

interface Props {
  seller: { id: string; display_name: string };
  fullWidth?: boolean;
}

/**
 * Follow / Following (My People, spec §6: buyers): on the seller page and item pages. A visitor
 * signs in first and comes back here; other account types and the seller themselves see none.
 */
export function FollowButton({ seller, fullWidth }: Props) {
  const t = useTranslations('myPeople');
  const router = useRouter();
  const pathname = usePathname();
  const signedIn = useAppSelector((state) => state.auth.token !== null);
  const me = useAppSelector((state) => state.auth.userId);
  const type = useAppSelector(selectUserType);
  const buyer = signedIn && type === 'BUYER' && me !== seller.id;
  const state = useFollowState(seller.id, buyer);
  const change = useFollowChange(seller.id);
  if (signedIn && !buyer) return null;

  const following = state.data?.following === true;
  // While the state loads the button stays as it is drawn (Follow), disabled: no spinner, no shift.
  const stateLoading = buyer && state.isPending;
  const onClick = () => {
    if (!signedIn) router.push(signInLocation(`${pathname}${window.location.search}`));
    else change.mutate(!following);
  };
  return (
    <Button
      variant={following ? 'contained' : 'outlined'}
      startIcon={following ? <CheckRounded /> : <PersonAddAlt1Outlined />}
      onClick={onClick}
      loading={change.isPending}
      disabled={stateLoading}
      aria-busy={stateLoading || undefined}
      aria-pressed={signedIn && !stateLoading ? following : undefined}
      aria-label={following ? t('unfollowName', { name: seller.display_name }) : undefined}
      fullWidth={fullWidth}
      data-testid="follow-button"
    >
      {following ? t('following') : t('follow')}
    </Button>
  );
}
