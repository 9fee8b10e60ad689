'use client';

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import {
  catalogLevels,
  catalogPath,
  marketplaceSections,
  type CatalogNode,
  type MarketplaceSection,
} from '@bazaar/contracts';

interface Props {
  section: MarketplaceSection;
  nodeId: string | null;
  /** The division's tree; undefined while it loads. */
  nodes: readonly CatalogNode[] | undefined;
  onChange: (section: MarketplaceSection, nodeId: string | null) => void;
}

/**
 * Cascading selects: the division, then a section, a category and a subcategory of it. Leaving
 * a level empty chooses the level above (the division's own parameters at the top).
 */
export function NodePicker({ section, nodeId, nodes, onChange }: Props) {
  const t = useTranslations('filtersManager');
  const td = useTranslations('divisions');
  const path = nodeId && nodes ? catalogPath(nodes, nodeId) : [];

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('division')}
        value={section}
        onChange={(event) => onChange(event.target.value as MarketplaceSection, null)}
        sx={{ minWidth: 180 }}
      >
        {marketplaceSections.map((value) => (
          <MenuItem key={value} value={value}>
            {td(`${value}.name`)}
          </MenuItem>
        ))}
      </TextField>
      {catalogLevels.map((level, depth) => {
        const parentId = depth === 0 ? null : path[depth - 1]?.id;
        if (parentId === undefined) return null;
        const choices = (nodes ?? []).filter((node) => node.parent_id === parentId);
        if (choices.length === 0) return null;
        return (
          <TextField
            key={level}
            select
            size="small"
            label={t(`levels.${level}`)}
            value={path[depth]?.id ?? ''}
            onChange={(event) => onChange(section, event.target.value || parentId)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">
              <em>{t('wholeLevel')}</em>
            </MenuItem>
            {choices.map((node) => (
              <MenuItem key={node.id} value={node.id}>
                {node.name}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Stack>
  );
}
