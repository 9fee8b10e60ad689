'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { slugify, type AdminCatalogNode, type MarketplaceSection } from '@bazaar/contracts';
import { useCreateCatalogNode } from '../api/create-catalog-node';

interface Props {
  section: MarketplaceSection;
  /** The node the new one goes below; null: a new section of the division. */
  parent: AdminCatalogNode | null;
  onCreated: (node: AdminCatalogNode) => void;
}

/** Adds a node with its names in both languages; the slug follows the English name until edited. */
export function NewNodeForm({ section, parent, onCreated }: Props) {
  const t = useTranslations('catalogStructure.add');
  const create = useCreateCatalogNode();
  const [nameEn, setNameEn] = useState('');
  const [nameDe, setNameDe] = useState('');
  const [slug, setSlug] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        section,
        parent_id: parent?.id ?? null,
        name_en: nameEn,
        name_de: nameDe,
        slug: slug ?? slugify(nameEn),
      },
      {
        onSuccess: (node) => {
          enqueueSnackbar(t('added', { name: node.name_en }), { variant: 'success' });
          setNameEn('');
          setNameDe('');
          setSlug(null);
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
      <TextField
        label={t('nameEn')}
        value={nameEn}
        onChange={(event) => setNameEn(event.target.value)}
        required
        size="small"
      />
      <TextField
        label={t('nameDe')}
        value={nameDe}
        onChange={(event) => setNameDe(event.target.value)}
        required
        size="small"
      />
      <TextField
        label={t('slug')}
        value={slug ?? slugify(nameEn)}
        onChange={(event) => setSlug(event.target.value)}
        required
        size="small"
        helperText={t('slugHelp')}
      />
      <Button type="submit" variant="outlined" disabled={create.isPending}>
        {t('submit')}
      </Button>
    </Stack>
  );
}
