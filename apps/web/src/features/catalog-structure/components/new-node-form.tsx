'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { slugify, type AdminCatalogNode, type MarketplaceSection } from '@bazaar/contracts';
import { useCreateCatalogNode } from '../api/create-catalog-node';
import { NodeNameFields, type NodeNames } from './node-name-fields';

interface Props {
  section: MarketplaceSection;
  /** The node the new one goes below; null: a new section of the division. */
  parent: AdminCatalogNode | null;
  onCreated: (node: AdminCatalogNode) => void;
}

const NO_NAMES: NodeNames = { name_en: '', name_de: '', slug: '' };

/** Adds a node with its names in both languages; the slug follows the English name until edited. */
export function NewNodeForm({ section, parent, onCreated }: Props) {
  const t = useTranslations('catalogStructure.add');
  const create = useCreateCatalogNode();
  const [names, setNames] = useState<NodeNames>(NO_NAMES);
  /** Until the slug is edited by hand, it follows the English name. */
  const [slugEdited, setSlugEdited] = useState(false);
  const changeNames = (next: NodeNames) => {
    const edited = slugEdited || next.slug !== names.slug;
    setSlugEdited(edited);
    setNames(edited ? next : { ...next, slug: slugify(next.name_en) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        section,
        parent_id: parent?.id ?? null,
        ...names,
      },
      {
        onSuccess: (node) => {
          enqueueSnackbar(t('added', { name: node.name_en }), { variant: 'success' });
          setNames(NO_NAMES);
          setSlugEdited(false);
          onCreated(node);
        },
      },
    );
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} aria-label={t('formLabel')}>
      <Typography variant="subtitle1" component="h3">
        {parent ? t('childTitle', { name: parent.name_en }) : t('sectionTitle')}
      </Typography>
      <NodeNameFields names={names} onChange={changeNames} slugHelperText={t('slugHelp')} />
      <Button type="submit" variant="outlined" disabled={create.isPending}>
        {t('submit')}
      </Button>
    </Stack>
  );
}
