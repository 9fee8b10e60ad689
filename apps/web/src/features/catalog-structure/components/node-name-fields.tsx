'use client';

import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';

/** A catalog node's names in both languages and its address slug, as the forms edit them. */
export interface NodeNames {
  name_en: string;
  name_de: string;
  slug: string;
}

interface Props {
  names: NodeNames;
  onChange: (names: NodeNames) => void;
  /** What the slug field says below it: how it is made, or that the old address will redirect. */
  slugHelperText: string;
}

/** The three fields the new-node form and the rename form share. */
export function NodeNameFields({ names, onChange, slugHelperText }: Props) {
  const t = useTranslations('catalogStructure.names');
  return (
    <>
      <TextField
        label={t('nameEn')}
        value={names.name_en}
        onChange={(event) => onChange({ ...names, name_en: event.target.value })}
        required
        size="small"
      />
      <TextField
        label={t('nameDe')}
        value={names.name_de}
        onChange={(event) => onChange({ ...names, name_de: event.target.value })}
        required
        size="small"
      />
      <TextField
        label={t('slug')}
        value={names.slug}
        onChange={(event) => onChange({ ...names, slug: event.target.value })}
        required
        size="small"
        helperText={slugHelperText}
      />
    </>
  );
}
