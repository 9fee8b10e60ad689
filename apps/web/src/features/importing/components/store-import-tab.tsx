'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  type EshopCatalogMappingRule,
  type StoreImportPlatform,
  type StoreImportSelection,
} from '@bazaar/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { useCatalogTree } from '@/entities/catalog/get-catalog-tree';
import { useCatalogMapping } from '../api/get-catalog-mapping';
import { useEshopConnections } from '@/entities/eshop-connections/get-eshop-connections';
import { useStoreProducts } from '../api/get-store-products';
import { useSaveCatalogMapping } from '../api/save-catalog-mapping';
import { useStartStoreImport } from '../api/start-store-import';
import { StoreProductList, type SelectionMode } from './store-product-list';

/** The Shop Hub categories a product may be put in (no division roots), indented by level. */
function categoryOptions(nodes: readonly { id: string; name: string; level: string }[]) {
  return nodes
    .filter((node) => node.level !== 'section')
    .map((node) => (
      <MenuItem key={node.id} value={node.id} sx={{ pl: node.level === 'subcategory' ? 4 : 2 }}>
        {node.name}
      </MenuItem>
    ));
}

/**
 * Where the store's products go in Shop Hub: a category per product type, and one for every
 * other product. A product with no category is saved as a draft (it cannot be published).
 */
function CatalogMapping({
  connectionId,
  productTypes,
}: {
  connectionId: string;
  productTypes: string[];
}) {
  const t = useTranslations('importing.store');
  const tree = useCatalogTree('catalog', { handled: true });
  const mapping = useCatalogMapping(connectionId);
  const save = useSaveCatalogMapping(connectionId);
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [editedDefault, setEditedDefault] = useState<string | null>(null);
  const rules = mapping.data?.rules ?? [];
  const valueOf = (type: string) =>
    edited[type] ??
    rules.find((r) => r.source === 'product_type' && r.value === type)?.catalog_node_id ??
    '';
  const defaultNode = editedDefault ?? mapping.data?.default_catalog_node_id ?? '';
  const options = categoryOptions(tree.data?.nodes ?? []);
  if (tree.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void tree.refetch()}>
        {t('categoriesFailed')}
      </RetryAlert>
    );
  }
  const onSave = () => {
    const byType = new Map(productTypes.map((type) => [type, valueOf(type)]));
    const kept = rules.filter((r) => !(r.source === 'product_type' && byType.has(r.value)));
    const added: EshopCatalogMappingRule[] = [...byType]
      .filter(([, node]) => node)
      .map(([value, node]) => ({ source: 'product_type', value, catalog_node_id: node }));
    save.mutate({ rules: [...kept, ...added], default_catalog_node_id: defaultNode || null });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('mappingTitle')}
        </Typography>
        <Typography color="text.secondary">{t('mappingHint')}</Typography>
        {productTypes.map((type) => (
          <TextField
            key={type}
            select
            size="small"
            label={type}
            value={valueOf(type)}
            onChange={(event) => setEdited((e) => ({ ...e, [type]: event.target.value }))}
          >
            <MenuItem value="">{t('useDefault')}</MenuItem>
            {options}
          </TextField>
        ))}
        <TextField
          select
          size="small"
          label={productTypes.length > 0 ? t('defaultCategory') : t('everyCategory')}
          value={defaultNode}
          onChange={(event) => setEditedDefault(event.target.value)}
          data-testid="import-default-category"
        >
          <MenuItem value="">{t('unmapped')}</MenuItem>
          {options}
        </TextField>
        <Box>
          <Button variant="outlined" onClick={onSave} disabled={save.isPending}>
            {t('saveMapping')}
          </Button>
          {save.isSuccess && (
            <Typography component="span" sx={{ ml: 2 }} role="status">
              {t('mappingSaved')}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

/** What the import takes, as chosen; null while the choice is incomplete. */
function selectionOf(
  mode: SelectionMode,
  collection: string,
  picked: ReadonlySet<string>,
): StoreImportSelection | null {
  if (mode === 'all') return { all: true };
  if (mode === 'collection') return collection ? { collection_ids: [collection] } : null;
  return picked.size > 0 ? { external_ids: [...picked] } : null;
}

/** `?tab=<platform>`: the connected stores' products, chosen and imported. */
export function StoreImportTab({ platform }: { platform: StoreImportPlatform }) {
  const t = useTranslations('importing.store');
  const tImporting = useTranslations('importing');
  const connections = useEshopConnections({ handled: true });
  const stores = (connections.data?.connections ?? []).filter(
    (c) => c.platform === platform && c.state === 'connected',
  );
  const [chosenStore, setChosenStore] = useState<string | null>(null);
  const connectionId = chosenStore ?? stores[0]?.id ?? null;
  const products = useStoreProducts(connectionId);
  const start = useStartStoreImport();
  const [mode, setMode] = useState<SelectionMode>('all');
  const [collection, setCollection] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());

  const items = useMemo(
    () => products.data?.pages.flatMap((p) => p.products) ?? [],
    [products.data],
  );
  const total = products.data?.pages[0]?.total ?? null;
  const collections = useMemo(() => {
    const found = new Map<string, string>();
    for (const item of items) for (const c of item.collections) found.set(c.id, c.title);
    return [...found];
  }, [items]);
  const productTypes = useMemo(
    () => [...new Set(items.flatMap((i) => (i.product_type ? [i.product_type] : [])))],
    [items],
  );

  if (connections.isPending) return <Skeleton variant="rounded" height={160} />;
  if (connections.isError) {
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void connections.refetch()}>
        {t('storesFailed')}
      </RetryAlert>
    );
  }
  if (stores.length === 0 || !connectionId) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={NextLink} href="/profile/e-shop-integration" color="inherit">
            {t('connect')}
          </Button>
        }
      >
        {t('noStore', { platform: tImporting(`tabs.${platform}`) })}
      </Alert>
    );
  }

  const selection = selectionOf(mode, collection, picked);
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack spacing={3}>
      {stores.length > 1 && (
        <TextField
          select
          size="small"
          label={t('store')}
          value={connectionId}
          onChange={(event) => setChosenStore(event.target.value)}
          sx={{ maxWidth: 360 }}
        >
          {stores.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.store_name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <CatalogMapping connectionId={connectionId} productTypes={productTypes} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('productsTitle', { count: total ?? items.length })}
          </Typography>
          <TextField
            select
            size="small"
            label={t('choose')}
            value={mode}
            onChange={(event) => setMode(event.target.value as SelectionMode)}
            sx={{ maxWidth: 320 }}
          >
            <MenuItem value="all">{t('selectAll')}</MenuItem>
            <MenuItem value="collection">{t('byCollection')}</MenuItem>
            <MenuItem value="hand">{t('byHand')}</MenuItem>
          </TextField>
          {mode === 'collection' && (
            <TextField
              select
              size="small"
              label={t('collection')}
              value={collection}
              onChange={(event) => setCollection(event.target.value)}
              sx={{ maxWidth: 320 }}
            >
              {collections.map(([id, title]) => (
                <MenuItem key={id} value={id}>
                  {title}
                </MenuItem>
              ))}
            </TextField>
          )}
          <StoreProductList
            products={products}
            items={items}
            mode={mode}
            collection={collection}
            picked={picked}
            onToggle={toggle}
          />
          <Typography variant="body2" color="text.secondary">
            {t.rich('publishing', {
              settings: (chunks) => (
                <Link component={NextLink} href="/profile/settings">
                  {chunks}
                </Link>
              ),
            })}
          </Typography>
          <Box>
            <Button
              variant="contained"
              disabled={!selection || start.isPending}
              onClick={() =>
                selection && start.mutate({ platform, connection_id: connectionId, selection })
              }
            >
              {t('start')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}
