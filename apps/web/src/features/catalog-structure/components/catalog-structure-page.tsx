'use client';

import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslations } from 'use-intl';
import { marketplaceSections } from '@bazaar/contracts';
import { useAddressFilters } from '@/lib/use-address-filters';
import { structureAddressFromSearchParams, structureAddressToSearchParams } from '../address';
import { useAdminCatalogTree } from '../api/get-admin-catalog-tree';
import { usePlaceCatalogNode } from '../api/place-catalog-node';
import { CatalogNodePanel } from './catalog-node-panel';
import { CatalogTree } from './catalog-tree';
import { NewNodeForm } from './new-node-form';

/**
 * `/profile/catalog-structure` (administrators): each division's tree with its hidden nodes, in
 * tabs; drag nodes to move or reorder them; the chosen node's side panel renames it (English and
 * German), hides it, sets its picture, moves it and adds children. The division and the chosen
 * node live in the address.
 */
export function CatalogStructurePage() {
  const t = useTranslations();
  const { filters: address, applyFilters } = useAddressFilters(
    structureAddressFromSearchParams,
    structureAddressToSearchParams,
  );
  const tree = useAdminCatalogTree(address.section);
  const place = usePlaceCatalogNode();
  const nodes = tree.data?.nodes ?? [];
  const selected = nodes.find((node) => node.id === address.node) ?? null;
  const panel = useRef<HTMLDivElement>(null);
  const select = (id: string) => {
    applyFilters({ node: id });
    // On a phone the panel lies below the whole tree: bring it to the chosen node's editor.
    if (window.matchMedia('(max-width: 899.95px)').matches) {
      requestAnimationFrame(() => panel.current?.scrollIntoView({ block: 'start' }));
    }
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('catalogStructure.title')}
        </Typography>
        <Typography color="text.secondary">{t('catalogStructure.subtitle')}</Typography>
      </Stack>
      <Tabs
        value={address.section}
        onChange={(_, section: (typeof marketplaceSections)[number]) =>
          applyFilters({ section, node: null })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('catalogStructure.divisionsLabel')}
        sx={{ mb: 3 }}
      >
        {marketplaceSections.map((section) => (
          <Tab key={section} value={section} label={t(`divisions.${section}.name`)} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {tree.isPending ? (
            <CircularProgress aria-label={t('catalogStructure.loading')} sx={{ m: 4 }} />
          ) : tree.isError ? (
            <Alert severity="error">{t('catalogStructure.loadFailed')}</Alert>
          ) : (
            <CatalogTree
              nodes={nodes}
              selectedId={selected?.id ?? null}
              onSelect={select}
              onPlace={(id, placement) => place.mutate({ id, ...placement })}
            />
          )}
        </Stack>
        <Paper
          ref={panel}
          variant="outlined"
          sx={{
            p: 2.5,
            width: { xs: '100%', md: 380 },
            flexShrink: 0,
            position: { md: 'sticky' },
            top: { md: 80 },
          }}
        >
          {selected ? (
            <CatalogNodePanel key={selected.id} node={selected} nodes={nodes} onSelect={select} />
          ) : (
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('catalogStructure.chooseNode')}</Typography>
              <NewNodeForm
                section={address.section}
                parent={null}
                onCreated={(node) => select(node.id)}
              />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
