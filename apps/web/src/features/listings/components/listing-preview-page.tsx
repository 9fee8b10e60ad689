'use client';

import EditRounded from '@mui/icons-material/EditRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { type MarketplaceSection, type OwnerListing } from '@bazaar/contracts';
import { EmptyState } from '@/components/empty-state';
import { LoadingView } from '@/components/loading-view';
import { useCatalogTree } from '@/entities/catalog/get-catalog-tree';
import { useOwnListing } from '@/entities/listing/get-own-listing';
import { editListingHref } from '@/lib/listings/listing-links';
import { useCurrentUser } from '@/lib/session/current-user';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useListing } from '../api/get-listing';
import { getOwnerQueryOptions } from '../api/get-owner';
import { previewPageData, sellerFromAccount } from '../lib/listing-page-data';
import { ListingView } from './listing-view';
import { ListingBooking } from './listing-booking';

interface Props {
  section: MarketplaceSection;
  id: string;
  /** The server found the listing public and prefetched it. */
  isPublic: boolean;
}

function stateMessage(listing: OwnerListing) {
  if (listing.status === 'blocked' || listing.status === 'paused_blocked') return 'blocked';
  if (listing.draft_state === 'draft') return 'draft';
  return listing.status === 'paused' ? 'paused' : 'active';
}

/**
 * The owner's preview of their listing's item page (`?view=preview`): the owner's own copy is
 * fetched in the browser with their token, so drafts and paused listings can be previewed too.
 * Anyone else — signed out, or not the owner — sees the public page, or "not found" when the
 * listing is not public.
 */
export function ListingPreviewPage({ section, id, isPublic }: Props) {
  const t = useTranslations();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const user = useCurrentUser();
  // A refusal only means the viewer is not the owner: the page falls back to what buyers see,
  // so the failure is neither toasted nor sent to the error view.
  const own = useOwnListing(section, id, {
    enabled: signedIn,
    meta: { skipGlobalErrorHandler: true },
  });
  const nodeId = own.data?.catalog_node_id ?? null;
  // The tree a preview builds its breadcrumb from (the owner's listing carries only its node id).
  const tree = useCatalogTree(section, { enabled: nodeId !== null });
  const publicListing = useListing(id, isPublic);
  // The seller card buyers see; a paused owner has none (404), so their account stands in.
  const ownerCard = useQuery({
    ...getOwnerQueryOptions(user.data?.id ?? ''),
    enabled: own.isSuccess && user.isSuccess,
    throwOnError: false,
    meta: { skipGlobalErrorHandler: true },
  });

  // The owner's preview waits for everything it shows, so it never flashes the public page.
  const previewLoading =
    own.isPending ||
    (own.isSuccess &&
      (user.isPending || ownerCard.isPending || (nodeId !== null && tree.isPending)));
  if (own.data && user.data && !previewLoading) {
    const banner = (
      <Alert
        severity="info"
        icon={<VisibilityOutlined />}
        data-testid="listing-preview-banner"
        sx={{ borderRadius: '14px', '& .MuiAlert-message': { flexGrow: 1 } }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <div>
            <AlertTitle sx={{ mb: 0.25 }}>{t('listingPage.preview.banner')}</AlertTitle>
            {t(`listingPage.preview.${stateMessage(own.data)}`)}
          </div>
          <Button
            component={NextLink}
            href={editListingHref(section, id)}
            variant="outlined"
            color="info"
            size="small"
            startIcon={<EditRounded />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('listingPage.preview.edit')}
          </Button>
        </Stack>
      </Alert>
    );
    const listing = previewPageData(
      own.data,
      ownerCard.data ?? sellerFromAccount(user.data),
      tree.data?.nodes ?? [],
    );
    return (
      <ListingView
        listing={listing}
        banner={banner}
        // The visitor's calendar, shown to the owner without reserving.
        booking={<ListingBooking listing={listing} viewer="preview" />}
      />
    );
  }

  const waitingForOwner = signedIn && previewLoading;
  if (publicListing.data && !waitingForOwner) {
    return (
      <ListingView
        listing={publicListing.data}
        booking={<ListingBooking listing={publicListing.data} viewer="visitor" />}
      />
    );
  }
  if (waitingForOwner || (isPublic && publicListing.isPending)) {
    return <LoadingView label={t('listingPage.preview.loading')} />;
  }
  return (
    <Container maxWidth="md">
      <EmptyState title={t('errors.notFoundTitle')} description={t('errors.notFoundDescription')} />
    </Container>
  );
}
