'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { layout } from '@bazaar/contracts';
import {
  EMBEDDED_PARAM,
  legalDocumentPaths,
  type LegalDocumentId,
} from '@/lib/legal/legal-documents';
import {
  closeLegalDialog,
  openManageCookiesDialog,
  openPrivacyDialog,
  openTermsDialog,
  privacyTabs,
  termsTabs,
  useOverlayState,
} from '@/lib/overlays/overlay-store';
import { StorageInventory } from './storage-inventory';

/** Document titles in the current language, one per tab id. */
function useDocumentTitles(): Record<LegalDocumentId, string> {
  const t = useTranslations('legal.documents');
  return {
    TERMS_OF_USE: t('termsOfUse'),
    USER_AGREEMENT: t('userAgreement'),
    PRIVACY_POLICY: t('privacyPolicy'),
    COOKIES_POLICY: t('cookiesPolicy'),
  };
}

interface ShellProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

/** The frame every policy dialog shares: a title with a close button, content, and actions. */
function PolicyDialogShell({ title, onClose, children, actions }: ShellProps) {
  const t = useTranslations('legal.dialog');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { backgroundImage: 'none' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={t('close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseRounded />
      </IconButton>
      {children}
      {actions ? <DialogActions sx={{ px: 3, py: 1.5 }}>{actions}</DialogActions> : null}
    </Dialog>
  );
}

interface TabbedProps<Id extends LegalDocumentId> {
  title: string;
  tabs: readonly Id[];
  current: Id;
  onSelect: (tab: Id) => void;
  extraActions?: ReactNode;
}

/**
 * Tabs over the documents, the chosen one embedded 650 px high (spec §9). On wide screens the
 * title, tabs and actions share one row, so the whole frame fits an 800 px high window.
 */
function TabbedPolicyDialog<Id extends LegalDocumentId>({
  title,
  tabs,
  current,
  onSelect,
  extraActions,
}: TabbedProps<Id>) {
  const t = useTranslations('legal.dialog');
  const titles = useDocumentTitles();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // One row needs room for long titles (German ones are); narrower windows stack the rows.
  const oneRow = useMediaQuery(theme.breakpoints.up('lg'));
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const tabId = (tab: Id) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  return (
    <Dialog
      open
      onClose={closeLegalDialog}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      // Flat paper, so the header matches the embedded document's background in dark mode.
      slotProps={{ paper: { sx: { backgroundImage: 'none' } } }}
    >
      <Stack
        direction={oneRow ? 'row' : 'column'}
        sx={{
          position: 'relative',
          alignItems: oneRow ? 'center' : 'stretch',
          borderBottom: 1,
          borderColor: 'divider',
          pl: 3,
          pr: oneRow ? 1.5 : 0,
        }}
      >
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ py: oneRow ? 0 : 2, pr: oneRow ? 3 : 14, whiteSpace: oneRow ? 'nowrap' : 'normal' }}
        >
          {title}
        </Typography>
        <Tabs
          value={current}
          onChange={(_event, value: Id) => onSelect(value)}
          variant="scrollable"
          scrollButtons={false}
          sx={{ flexGrow: 1, minHeight: 64, '& .MuiTab-root': { minHeight: 64 } }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              id={tabId(tab)}
              aria-controls={panelId}
              label={titles[tab]}
              data-tab={tab}
            />
          ))}
        </Tabs>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{
            alignItems: 'center',
            ...(oneRow ? {} : { position: 'absolute', top: 8, right: 8 }),
          }}
        >
          {oneRow ? extraActions : null}
          <Tooltip title={t('openInNewTab')}>
            <IconButton
              component="a"
              href={legalDocumentPaths[current]}
              target="_blank"
              rel="noopener"
              aria-label={`${t('openInNewTab')}: ${titles[current]}`}
            >
              <OpenInNewRounded />
            </IconButton>
          </Tooltip>
          <IconButton aria-label={t('close')} onClick={closeLegalDialog}>
            <CloseRounded />
          </IconButton>
        </Stack>
      </Stack>
      <DialogContent
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(current)}
        // The panel scrolls on small screens; keyboard users must be able to reach it.
        tabIndex={0}
        sx={{ p: 0, bgcolor: 'background.paper' }}
      >
        <Box
          component="iframe"
          key={current}
          src={`${legalDocumentPaths[current]}?${EMBEDDED_PARAM}=1`}
          title={titles[current]}
          sx={{
            display: 'block',
            width: '100%',
            height: layout.policyFrameHeightPx,
            border: 0,
            bgcolor: 'background.paper',
          }}
        />
      </DialogContent>
      {!oneRow && extraActions ? (
        <DialogActions sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
          {extraActions}
        </DialogActions>
      ) : null}
    </Dialog>
  );
}

/** Bazaar sets only necessary cookies, so there is nothing to switch off; this says so and lists them. */
function ManageCookiesDialog() {
  const t = useTranslations('legal');
  return (
    <PolicyDialogShell
      title={t('manageCookies.title')}
      onClose={closeLegalDialog}
      actions={
        <Stack direction="row" spacing={1} sx={{ width: '100%', justifyContent: 'space-between' }}>
          <Button onClick={() => openPrivacyDialog('COOKIES_POLICY')}>
            {t('manageCookies.readPolicy')}
          </Button>
          <Button variant="contained" onClick={closeLegalDialog}>
            {t('manageCookies.done')}
          </Button>
        </Stack>
      }
    >
      <DialogContent dividers>
        <StorageInventory />
      </DialogContent>
    </PolicyDialogShell>
  );
}

/** Renders whichever policy dialog is open; mounted once by GlobalOverlays. */
export function LegalDialogHost() {
  const t = useTranslations('legal');
  const { legal } = useOverlayState();
  if (!legal) return null;
  switch (legal.kind) {
    case 'terms':
      return (
        <TabbedPolicyDialog
          title={t('dialog.termsTitle')}
          tabs={termsTabs}
          current={legal.tab}
          onSelect={openTermsDialog}
        />
      );
    case 'privacy':
      return (
        <TabbedPolicyDialog
          title={t('dialog.privacyTitle')}
          tabs={privacyTabs}
          current={legal.tab}
          onSelect={openPrivacyDialog}
          extraActions={
            <Button startIcon={<CookieOutlined />} onClick={openManageCookiesDialog}>
              {t('manageCookies.label')}
            </Button>
          }
        />
      );
    case 'manage-cookies':
      return <ManageCookiesDialog />;
  }
}
