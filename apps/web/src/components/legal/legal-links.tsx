'use client';

import GavelRounded from '@mui/icons-material/GavelRounded';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { openPrivacyDialog, openTermsDialog } from '@/lib/overlays/overlay-store';

interface Props {
  /**
   * `menu`: small muted text for the main menu's footer, one link a line;
   * `inline`: links that flow inside a sentence, in the surrounding text style.
   */
  variant?: 'menu' | 'inline';
  /**
   * Inline: a comma after "Terms & Agreement" (spec §2) — "A, B" — instead of "A and B".
   * In the menu: a comma after the first line.
   */
  withComma?: boolean;
  /** For the collapsed main menu: two icon buttons whose tooltips name the documents. */
  compact?: boolean;
}

/**
 * The "Terms & Agreement" and "Privacy & Cookies Policy" links; each opens its dialog, which the
 * one host in GlobalOverlays renders.
 */
export function LegalLinks({ variant = 'inline', withComma = false, compact = false }: Props) {
  const t = useTranslations('legal.links');

  if (compact) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <Tooltip title={t('terms')} placement="right">
          <IconButton size="small" aria-label={t('terms')} onClick={() => openTermsDialog()}>
            <GavelRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('privacy')} placement="right">
          <IconButton size="small" aria-label={t('privacy')} onClick={() => openPrivacyDialog()}>
            <PolicyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  }

  const menu = variant === 'menu';
  const linkSx = menu
    ? { color: 'text.secondary', '&:hover': { color: 'text.primary' } }
    : { verticalAlign: 'baseline' };

  const documentLink = (label: string, open: () => void) => (
    <Link
      component="button"
      type="button"
      variant={menu ? 'caption' : 'inherit'}
      underline={menu ? 'hover' : 'always'}
      sx={{ ...linkSx, textAlign: 'left' }}
      onClick={open}
    >
      {label}
    </Link>
  );
  const terms = documentLink(t('terms'), () => openTermsDialog());
  const privacy = documentLink(t('privacy'), () => openPrivacyDialog());

  if (menu) {
    return (
      <Stack
        component="nav"
        aria-label={t('navLabel')}
        spacing={0.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <Typography variant="caption" component="span" color="text.secondary">
          {terms}
          {withComma ? ',' : null}
        </Typography>
        {privacy}
      </Stack>
    );
  }

  return (
    <>
      {terms}
      {withComma ? ', ' : ` ${t('and')} `}
      {privacy}
    </>
  );
}

/** The line under a sign-up form: creating an account accepts the terms and the policies. */
export function SignUpConsent() {
  const t = useTranslations('legal.links');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {t('acceptOnSignUp')} <LegalLinks />.
    </Typography>
  );
}
