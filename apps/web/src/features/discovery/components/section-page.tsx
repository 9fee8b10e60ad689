'use client';

import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'use-intl';
import { catalogChildren, type CatalogNode, type MarketplaceSection } from '@bazaar/contracts';
import { useCatalogTree } from '@/entities/catalog/get-catalog-tree';
import { divisionHref, sectionHref } from '@/lib/listings/listing-links';
import { type MapTiles } from '@/lib/site-config';
import {
  browseQueryString,
  emptyBrowseState,
  filtersForAnotherNode,
  type BrowseState,
} from '../browse-state';
import { sectionScope } from '../catalog-scope';
import { useBrowseState } from '../hooks/use-browse-state';
import { DiscoveryBreadcrumbs, type Crumb } from './discovery-breadcrumbs';
import { DiscoveryHeading } from './discovery-heading';
import { ResultsView } from './results-view';
import { SectionSearchField } from './section-search-field';
import { CatalogLoadingState } from './catalog-loading-state';

interface Props {
  section: MarketplaceSection;
  /** The section's slug, from the address. */
  sectionSlug: string;
  tiles: MapTiles | null;
}

interface ChipRowProps {
  label: string;
  all: string;
  nodes: readonly CatalogNode[];
  chosen: CatalogNode | null;
  onChoose: (node: CatalogNode | null) => void;
  testId: string;
}

/** One level of the tree as chips to narrow the results to. */
function NodeChips({ label, all, nodes, chosen, onChoose, testId }: ChipRowProps) {
  if (nodes.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      component="nav"
      aria-label={label}
      data-testid={testId}
      sx={{
        overflowX: 'auto',
        pb: 0.5,
        // Phones scroll the chips sideways; wider screens wrap them.
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        rowGap: 1,
        scrollbarWidth: 'thin',
      }}
    >
      {[null, ...nodes].map((node) => {
        const selected = (node?.id ?? null) === (chosen?.id ?? null);
        return (
          <Chip
            key={node?.id ?? 'all'}
            label={node?.name ?? all}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChoose(node)}
            sx={{ flexShrink: 0, fontWeight: selected ? 700 : 500 }}
          />
        );
      })}
    </Stack>
  );
}

/**
 * A section's result page (`/<route word>/<section>?search&category&node&filters&sort&map`):
 * category and subcategory chips, a search within the section, and the filtered results.
 */
export function SectionPage({ section, sectionSlug, tiles }: Props) {
  const t = useTranslations();
  const tree = useCatalogTree(section);
  const [state, setState] = useBrowseState();

  if (!tree.data) {
    return (
      <CatalogLoadingState
        failed={tree.isError}
        message={t('discovery.section.unavailable')}
        onRetry={() => void tree.refetch()}
      />
    );
  }

  const nodes = tree.data.nodes;
  const scope = sectionScope(nodes, sectionSlug, state);
  if (!scope) {
    return <Alert severity="info">{t('discovery.section.unknown')}</Alert>;
  }

  const hrefOf = (next: BrowseState) => sectionHref(section, sectionSlug, browseQueryString(next));
  const crumbs: Crumb[] = [
    { label: t(`divisions.${section}.name`), href: divisionHref(section) },
    {
      label: scope.section.name,
      href: scope.category ? hrefOf({ ...emptyBrowseState, search: state.search }) : undefined,
    },
  ];
  if (scope.category) {
    crumbs.push({
      label: scope.category.name,
      href: scope.node
        ? hrefOf({ ...emptyBrowseState, search: state.search, category: scope.category.slug })
        : undefined,
    });
  }
  if (scope.node) crumbs.push({ label: scope.node.name });

  const subcategories = scope.category ? catalogChildren(nodes, scope.category.id) : [];

  return (
    <Stack spacing={{ xs: 2.5, md: 3 }} sx={{ maxWidth: 1440, mx: 'auto' }}>
      <DiscoveryHeading
        section={section}
        title={scope.scope.name}
        above={<DiscoveryBreadcrumbs crumbs={crumbs} />}
      />
      <Stack spacing={1.25}>
        <NodeChips
          label={t('discovery.section.categories')}
          all={t('discovery.section.allIn', { name: scope.section.name })}
          nodes={catalogChildren(nodes, scope.section.id)}
          chosen={scope.category}
          onChoose={(category) =>
            setState((current) => ({
              ...current,
              category: category?.slug ?? null,
              node: null,
              filters: filtersForAnotherNode(current.filters),
            }))
          }
          testId="category-chips"
        />
        {scope.category ? (
          <NodeChips
            label={t('discovery.section.subcategories')}
            all={t('discovery.section.allIn', { name: scope.category.name })}
            nodes={subcategories}
            chosen={scope.node}
            onChoose={(node) =>
              setState((current) => ({
                ...current,
                node: node?.id ?? null,
                filters: filtersForAnotherNode(current.filters),
              }))
            }
            testId="subcategory-chips"
          />
        ) : null}
      </Stack>
      <ResultsView
        section={section}
        nodeId={scope.scope.id}
        tiles={tiles}
        toolbarStart={
          <SectionSearchField
            label={t('discovery.section.searchIn', { name: scope.scope.name })}
            value={state.search}
            onSearch={(search) => setState({ search }, { replace: true })}
          />
        }
      />
    </Stack>
  );
}
