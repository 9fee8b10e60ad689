'use client';

import PublishRounded from '@mui/icons-material/PublishRounded';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import {
  layout,
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  type CatalogNode,
  type MarketplaceSection,
  type OwnerListing,
} from '@bazaar/contracts';
import { inputFields, type ListingFormValues } from '../form/listing-form-values';
import { useListingForm, type ListingForm } from '../hooks/use-listing-form';
import { CatalogNodePicker } from './catalog-node-picker';
import { DivisionFields } from './division-fields';
import { FieldRow } from './field-layout';
import { DocumentUploader } from './document-uploader';
import { EditorSection } from './editor-section';
import { RevisionBanner } from '@/entities/listing-revision/revision-banner';
import { ConfirmAddressPrompt } from '@/components/confirm-address-prompt';
import { inputProps, textInputProps } from './field-props';
import { ListingEditorHeader } from './listing-editor-header';
import { MediaUploader } from './media-uploader';
import { PriceFields } from './price-fields';
import { ParameterFields } from './parameter-fields';

interface Props {
  section: MarketplaceSection;
  /** The saved listing on the edit page; null on the add form. */
  saved: OwnerListing | null;
  initial: ListingFormValues;
  nodes: readonly CatalogNode[];
  catalogFailed: boolean;
  onRetryCatalog: () => void;
  /** Shown above the form (the copy's outcome). */
  notice?: ReactNode;
}

function Actions({ form, direction }: { form: ListingForm; direction: 'row' | 'column' }) {
  const t = useTranslations('listingEditor.actions');
  // Side by side on a phone, the labels must stay on one line.
  const buttonSx = { whiteSpace: 'nowrap' } as const;
  const size = direction === 'row' ? 'medium' : 'large';
  return (
    <Stack direction={direction} spacing={1.25}>
      <Button
        variant="outlined"
        size={size}
        sx={buttonSx}
        fullWidth
        startIcon={<SaveOutlined />}
        loading={form.saving === 'draft'}
        disabled={form.saving !== null}
        onClick={() => form.submit('draft')}
      >
        {t('saveDraft')}
      </Button>
      <Button
        variant="contained"
        size={size}
        sx={buttonSx}
        fullWidth
        startIcon={<PublishRounded />}
        loading={form.saving === 'sent'}
        disabled={form.saving !== null}
        onClick={() => form.submit('sent')}
      >
        {t('publish')}
      </Button>
    </Stack>
  );
}

/** Phones: the actions stay in reach above the bottom bar. */
function PhoneActionsBar({ form }: { form: ListingForm }) {
  return (
    <Box
      data-testid="listing-actions-bar"
      sx={(theme) => ({
        display: { xs: 'block', md: 'none' },
        position: 'sticky',
        bottom: `calc(${layout.bottomBarHeightPx}px + env(safe-area-inset-bottom, 0px) + 8px)`,
        zIndex: theme.zIndex.appBar - 1,
        p: 1.25,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.96),
        backdropFilter: 'saturate(180%) blur(10px)',
        boxShadow: '0 8px 28px rgba(15, 23, 42, 0.16)',
      })}
    >
      <Actions form={form} direction="row" />
    </Box>
  );
}

/** Wider screens: the actions beside the form, with when the listing was last saved. */
function ActionsCard({ form, saved }: { form: ListingForm; saved: OwnerListing | null }) {
  const t = useTranslations('listingEditor');
  const format = useFormatter();
  return (
    <Card
      component="aside"
      aria-label={t('actions.label')}
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
    >
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('actions.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('actions.hint')}
          </Typography>
          <Actions form={form} direction="column" />
          {saved ? (
            <Typography variant="caption" color="text.secondary">
              {t('actions.lastSaved', {
                date: format.dateTime(new Date(saved.updated_at), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The add and edit form of a listing, for every division: one form, driven by the division. */
export function ListingEditor({
  section,
  saved,
  initial,
  nodes,
  catalogFailed,
  onRetryCatalog,
  notice,
}: Props) {
  const t = useTranslations('listingEditor');
  const form = useListingForm({ section, listingId: saved?.id ?? null, initial });
  const { values, errors } = form;
  const tDivisions = useTranslations('divisions');
  const division = tDivisions(`${section}.name`);

  return (
    <Container maxWidth="lg" disableGutters sx={{ py: { xs: 0.5, md: 4 }, px: { md: 3 } }}>
      <ListingEditorHeader section={section} saved={saved} />

      <Box
        component="form"
        noValidate
        aria-label={saved ? t('editTitle') : t('addTitle', { division })}
        // Enter in a field neither saves nor publishes: both are explicit choices.
        onSubmit={(event) => event.preventDefault()}
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ minWidth: 0 }}>
          {notice}
          {saved ? null : <ConfirmAddressPrompt />}
          {saved ? (
            <RevisionBanner
              listingId={saved.id}
              fallback={
                saved.status === 'blocked' || saved.status === 'paused_blocked' ? (
                  <Alert severity="warning">
                    <AlertTitle>{t('blocked.title')}</AlertTitle>
                    {saved.blocked_reason ?? t('blocked.noReason')}
                  </Alert>
                ) : null
              }
            />
          ) : null}
          {form.formProblems.length > 0 ? (
            <Alert severity="error" role="alert" data-testid="listing-form-problems">
              <AlertTitle>{t('problemsTitle')}</AlertTitle>
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
                {form.formProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Stack>
            </Alert>
          ) : null}

          <EditorSection title={t('sections.photos')} description={t('sections.photosHint')}>
            <MediaUploader
              id={inputProps(form, 'media').id}
              media={values.media}
              error={errors[inputFields.media]}
              onChange={(update) =>
                form.change((current) => ({ media: update(current.media) }), [inputFields.media])
              }
            />
          </EditorSection>

          <EditorSection title={t('sections.details')}>
            <TextField
              {...textInputProps(
                form,
                'title',
                t('fields.titleHint', { count: values.title.length, max: LISTING_TITLE_MAX }),
              )}
              label={t('fields.title')}
              required
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: LISTING_TITLE_MAX } }}
            />
            <CatalogNodePicker
              nodes={nodes}
              value={values.catalogNodeId}
              onChange={(catalogNodeId) =>
                form.change({ catalogNodeId }, [inputFields.catalogNodeId])
              }
              error={errors[inputFields.catalogNodeId]}
              failed={catalogFailed}
              onRetry={onRetryCatalog}
            />
            <TextField
              {...textInputProps(
                form,
                'description',
                t('fields.descriptionHint', {
                  count: values.description.length,
                  max: LISTING_DESCRIPTION_MAX,
                }),
              )}
              label={t('fields.description')}
              required
              multiline
              minRows={5}
              slotProps={{ htmlInput: { maxLength: LISTING_DESCRIPTION_MAX } }}
            />
          </EditorSection>

          <EditorSection
            title={t(`divisionSections.${section}.title`)}
            description={t(`divisionSections.${section}.hint`)}
          >
            <DivisionFields section={section} form={form} />
          </EditorSection>

          <ParameterFields form={form} />

          <PriceFields section={section} form={form} />

          <EditorSection title={t('sections.location')} description={t('sections.locationHint')}>
            <FieldRow>
              <TextField
                {...textInputProps(form, 'zipCode', undefined, { coordinates: null })}
                label={t('fields.zipCode')}
                required
                autoComplete="postal-code"
              />
              <TextField
                {...textInputProps(form, 'city', undefined, { coordinates: null })}
                label={t('fields.city')}
                required
                autoComplete="address-level2"
              />
            </FieldRow>
          </EditorSection>

          <EditorSection title={t('sections.documents')} description={t('sections.documentsHint')}>
            <DocumentUploader
              id={inputProps(form, 'documents').id}
              documents={values.documents}
              error={errors[inputFields.documents]}
              onChange={(update) =>
                form.change(
                  (current) => ({ documents: update(current.documents) }),
                  [inputFields.documents],
                )
              }
            />
          </EditorSection>

          <PhoneActionsBar form={form} />
        </Stack>

        <ActionsCard form={form} saved={saved} />
      </Box>
    </Container>
  );
}
