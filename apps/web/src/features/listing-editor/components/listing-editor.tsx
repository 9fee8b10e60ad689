'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import {
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  type CatalogNode,
  type MarketplaceSection,
  type OwnerListing,
} from '@bazaar/contracts';
import { inputFields, type ListingFormValues } from '../form/listing-form-values';
import { useListingForm } from '../hooks/use-listing-form';
import { CatalogNodePicker } from './catalog-node-picker';
import { DivisionFields } from './division-fields';
import { FieldRow } from './field-layout';
import { DocumentUploader } from './document-uploader';
import { EditorSection } from './editor-section';
import { useOwnerRevision } from '@/entities/listing-revision/listing-revisions-api';
import { RevisionBanner } from '@/entities/listing-revision/revision-banner';
import { ConfirmAddressPrompt } from '@/components/confirm-address-prompt';
import { inputProps, textInputProps } from './field-props';
import { ActionsCard, PhoneActionsBar, saveModeOf } from './listing-editor-actions';
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
  const listingId = saved?.id ?? null;
  const revision = useOwnerRevision(saved?.id);
  const mode = saveModeOf(saved, revision);
  const form = useListingForm({ section, listingId, initial, published: mode !== 'draft' });
  const { values, errors } = form;
  const tDivisions = useTranslations('divisions');
  const division = tDivisions(`${section}.name`);

  return (
    <Container maxWidth="lg" disableGutters sx={{ py: { xs: 0.5, md: 4 }, px: { md: 3 } }}>
      <ListingEditorHeader section={section} saved={saved} revision={revision} />

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

          <PhoneActionsBar form={form} mode={mode} listingId={listingId} />
        </Stack>

        <ActionsCard form={form} mode={mode} listingId={listingId} saved={saved} />
      </Box>
    </Container>
  );
}
