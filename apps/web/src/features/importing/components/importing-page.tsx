'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'use-intl';
import { productImportSources, type ProductImportSource } from '@bazaar/contracts';
import { useLiveImports } from '../live-imports';
import { FileImportTab } from './file-import-tab';
import { ImportRuns } from './import-runs';
import { StoreImportTab } from './store-import-tab';

const isSource = (value: string | null): value is ProductImportSource =>
  (productImportSources as readonly (string | null)[]).includes(value);

/** `/profile/importing`: a tab per source (`?tab=`), and the source's running and past imports. */
export function ImportingPage() {
  const t = useTranslations('importing');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = params.get('tab');
  const tab: ProductImportSource = isSource(asked) ? asked : 'file';
  useLiveImports();

  const onTab = (_: unknown, value: ProductImportSource) => {
    const next = new URLSearchParams(params.toString());
    next.set('tab', value);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('subtitle')}
          </Typography>
        </Box>
        <Tabs
          value={tab}
          onChange={onTab}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('tabsLabel')}
        >
          {productImportSources.map((source) => (
            <Tab
              key={source}
              value={source}
              label={t(`tabs.${source}`)}
              id={`import-tab-${source}`}
              aria-controls="import-tab-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="import-tab-panel" aria-labelledby={`import-tab-${tab}`}>
          <Stack spacing={4}>
            {tab === 'file' ? <FileImportTab /> : <StoreImportTab key={tab} platform={tab} />}
            <ImportRuns source={tab} />
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
