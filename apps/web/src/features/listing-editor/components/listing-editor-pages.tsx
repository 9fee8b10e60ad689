'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslations } from 'use-intl';
import { type MarketplaceSection } from '@bazaar/contracts';
import { ErrorView } from '@/components/error-view';
import { CATALOG_STALE_MS, useCatalogTree } from '@/entities/catalog/get-catalog-tree';
import { useOwnListing } from '@/entities/listing/get-own-listing';
import { isApiError } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/query/error-message';
import { currentErrorTexts } from '@/lib/query/error-texts';
import { useListingCopy } from '../api/copy-listing';
import { preselectedNodeId } from '../form/catalog-preselect';
import { emptyListingValues, valuesFromListing } from '../form/listing-form-values';
import { ListingEditor } from './listing-editor';

/** The form shows its own notice when the categories cannot be loaded, and keeps them a while. */
const EDITOR_CATALOG = { handled: true, staleTime: CATALOG_STALE_MS };

function EditorSkeleton() {
  const t = useTranslations('listingEditor');
  return (
    <Container maxWidth="lg" disableGutters sx={{ py: { xs: 0.5, md: 4 }, px: { md: 3 } }}>
      <Stack spacing={3} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="text" width="45%" height={56} />
        {[220, 320, 200].map((height) => (
          <Skeleton key={height} variant="rounded" height={height} />
        ))}
      </Stack>
    </Container>
  );
}

/** The add form's query parameters (spec §2): the listing to copy and the preselected node. */
function AddListingForm({ section }: { section: MarketplaceSection }) {
  const t = useTranslations('listingEditor.copy');
  const params = useSearchParams();
  const similarProduct = params.get('similarProduct') || null;
  const tree = useCatalogTree(section, EDITOR_CATALOG);
  const copy = useListingCopy(section, similarProduct);

  if (tree.isPending || (similarProduct && copy.isPending)) return <EditorSkeleton />;

  const nodes = tree.data?.nodes ?? [];
  const prefill = copy.data;
  const initial = prefill
    ? valuesFromListing({ ...prefill.listing, media: prefill.media, documents: prefill.documents })
    : emptyListingValues(
        preselectedNodeId(nodes, {
          section: params.get('section'),
          category: params.get('category'),
          subcategory: params.get('subcategory'),
        }),
      );

  let notice = null;
  if (prefill) {
    notice = (
      <Alert severity="info" data-testid="listing-copy-notice">
        {t('prefilled', { title: prefill.listing.title })}
      </Alert>
    );
  } else if (copy.isError) {
    notice = (
      <Alert severity="warning" role="alert" data-testid="listing-copy-notice">
        <AlertTitle>{t('failedTitle')}</AlertTitle>
        {t('failed', { reason: errorMessageOf(copy.error, currentErrorTexts()) })}
      </Alert>
    );
  }

  return (
    <ListingEditor
      // A new copy or preselection starts a new form.
      key={prefill?.copied_from ?? initial.catalogNodeId}
      section={section}
      saved={null}
      initial={initial}
      nodes={nodes}
      catalogFailed={tree.isError}
      onRetryCatalog={() => void tree.refetch()}
      notice={notice}
    />
  );
}

/** `/<division>/add-product`: a new listing, empty, copied (`similarProduct`) or preselected. */
export function AddListingPage({ section }: { section: MarketplaceSection }) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <AddListingForm section={section} />
    </Suspense>
  );
}

/** `/<division>/edit-product/:productId`: one of the owner's listings; others see the error view. */
export function EditListingPage({
  section,
  productId,
}: {
  section: MarketplaceSection;
  productId: string;
}) {
  const tree = useCatalogTree(section, EDITOR_CATALOG);
  // The edit page shows a refusal itself: a 403 here is about whose listing it is (the route
  // guard already let the account type in), which the no-access boundary would misname.
  const listing = useOwnListing(section, productId, { handled: true });

  if (listing.isError) {
    // Another owner's listing (403) or a missing one (404) will not change by trying again.
    const refused =
      isApiError(listing.error) && listing.error.status >= 400 && listing.error.status < 500;
    return (
      <ErrorView
        error={listing.error}
        onRetry={refused ? undefined : () => void listing.refetch()}
        // The route guard let this account type in: a 403 here is about this listing's seller.
        forbiddenSaysWhy
      />
    );
  }
  if (!listing.data || tree.isPending) return <EditorSkeleton />;

  return (
    <ListingEditor
      key={listing.data.id}
      section={section}
      saved={listing.data}
      initial={valuesFromListing(listing.data)}
      nodes={tree.data?.nodes ?? []}
      catalogFailed={tree.isError}
      onRetryCatalog={() => void tree.refetch()}
    />
  );
}
