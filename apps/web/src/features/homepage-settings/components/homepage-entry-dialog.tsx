'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  supportedLocales,
  type HomepageEntry,
  type HomepageEntryBody,
  type HomepageEntryKind,
  type MarketplaceSection,
  type SupportedLocale,
} from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useCatalogTree } from '@/entities/catalog/get-catalog-tree';
import { fieldErrorsOf, formErrorOf } from '@/lib/forms/field-errors';
import { useSaveHomepageEntry } from '../api/save-homepage-entry';
import { useUploadHomepagePicture } from '../api/upload-homepage-picture';
import { fromLocalInput, listingIdFrom, toLocalInput } from '../schedule-input';
import { BannerPictureField } from './banner-picture-field';

/** Where a new entry goes: its kind and its group's locale (banners) or division. */
export interface HomepageGroup {
  kind: HomepageEntryKind;
  locale: SupportedLocale;
  section: MarketplaceSection;
}

interface Props {
  group: HomepageGroup;
  /** The entry edited; none: a new entry of `group`. */
  entry: HomepageEntry | null;
  onClose: () => void;
}

const SHOWN_FIELDS = [
  'text',
  'link',
  'locale',
  'catalog_node_id',
  'listing_id',
  'shows_from',
  'shows_until',
  'file',
];

/** Adds or edits a banner, a featured category or a featured listing, with its schedule. */
export function HomepageEntryDialog({ group, entry, onClose }: Props) {
  const t = useTranslations('homepageSettings.form');
  const kind = entry?.kind ?? group.kind;
  const section = entry?.section ?? group.section;
  const save = useSaveHomepageEntry();
  const upload = useUploadHomepagePicture();
  const tree = useCatalogTree(section, { enabled: kind === 'featured_node' });
  const [text, setText] = useState(entry?.text ?? '');
  const [link, setLink] = useState(entry?.link ?? '');
  const [locale, setLocale] = useState<SupportedLocale>(entry?.locale ?? group.locale);
  const [nodeId, setNodeId] = useState(entry?.catalog_node_id ?? '');
  const [listing, setListing] = useState(entry?.listing_id ?? '');
  const [from, setFrom] = useState(toLocalInput(entry?.shows_from ?? null));
  const [until, setUntil] = useState(toLocalInput(entry?.shows_until ?? null));
  const [picture, setPicture] = useState<File | null>(null);
  // A new entry saved before its picture was refused is edited from then on, not added again.
  const [savedId, setSavedId] = useState<string | null>(null);
  const errors = { ...fieldErrorsOf(save.error), ...fieldErrorsOf(upload.error) };
  const formError = formErrorOf(save.error ?? upload.error, SHOWN_FIELDS);

  const body = (): HomepageEntryBody => {
    const schedule = { shows_from: fromLocalInput(from), shows_until: fromLocalInput(until) };
    if (kind === 'banner') return { kind, locale, text, link, ...schedule };
    if (kind === 'featured_node') return { kind, section, catalog_node_id: nodeId, ...schedule };
    return { kind, section, listing_id: listingIdFrom(listing), ...schedule };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    const id = entry?.id ?? savedId ?? undefined;
    const saved = await save.mutateAsync({ id, body: body() }).catch(() => null);
    if (!saved) return;
    setSavedId(saved.id);
    if (picture) {
      const uploaded = await upload.mutateAsync({ id: saved.id, file: picture }).catch(() => null);
      if (!uploaded) return;
    }
    enqueueSnackbar(t('saved'), { variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <Stack component="form" onSubmit={submit} noValidate aria-label={t(`title.${kind}`)}>
        <DialogTitle>{entry ? t('editTitle') : t(`title.${kind}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={formError} />
            {kind === 'banner' ? (
              <>
                <TextField
                  label={t('text')}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  required
                  error={Boolean(errors.text)}
                  helperText={errors.text}
                />
                <TextField
                  label={t('link')}
                  value={link}
                  onChange={(event) => setLink(event.target.value)}
                  required
                  error={Boolean(errors.link)}
                  helperText={errors.link ?? t('linkHelp')}
                />
                <TextField
                  select
                  label={t('locale')}
                  value={locale}
                  onChange={(event) => setLocale(event.target.value as SupportedLocale)}
                >
                  {supportedLocales.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`locales.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <BannerPictureField
                  pictureUrl={entry?.picture_url ?? null}
                  picture={picture}
                  onPick={setPicture}
                  error={errors.file}
                />
              </>
            ) : kind === 'featured_node' ? (
              <TextField
                select
                label={t('category')}
                value={nodeId}
                onChange={(event) => setNodeId(event.target.value)}
                required
                error={Boolean(errors.catalog_node_id)}
                helperText={errors.catalog_node_id}
              >
                {(tree.data?.nodes ?? []).map((node) => (
                  <MenuItem
                    key={node.id}
                    value={node.id}
                    sx={{ pl: node.level === 'section' ? 2 : node.level === 'category' ? 4 : 6 }}
                  >
                    {node.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                label={t('listing')}
                value={listing}
                onChange={(event) => setListing(event.target.value)}
                required
                error={Boolean(errors.listing_id)}
                helperText={errors.listing_id ?? t('listingHelp')}
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="datetime-local"
                label={t('showsFrom')}
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(errors.shows_from)}
                helperText={errors.shows_from ?? t('openHelp')}
                fullWidth
              />
              <TextField
                type="datetime-local"
                label={t('showsUntil')}
                value={until}
                onChange={(event) => setUntil(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(errors.shows_until)}
                helperText={errors.shows_until ?? t('openHelp')}
                fullWidth
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending || upload.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
