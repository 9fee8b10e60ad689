'use client';

import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type AdminCatalogNode } from '@bazaar/contracts';
import { usePlaceCatalogNode } from '../api/place-catalog-node';
import { useRenameCatalogNode } from '../api/rename-catalog-node';
import { useSetCatalogNodeHidden } from '../api/set-catalog-node-hidden';
import { useUploadCatalogNodeImage } from '../api/upload-catalog-node-image';
import { childrenOf, moveTargets } from '../tree';
import { NewNodeForm } from './new-node-form';
import { NodeNameFields, type NodeNames } from './node-name-fields';

interface Props {
  node: AdminCatalogNode;
  nodes: readonly AdminCatalogNode[];
  onSelect: (id: string) => void;
}

const TOP_LEVEL = 'top-level';

/** One node's side panel: names and slug, visibility, picture, another parent, a new child. */
export function CatalogNodePanel({ node, nodes, onSelect }: Props) {
  const t = useTranslations('catalogStructure.panel');
  return (
    <Stack spacing={3} aria-label={t('label', { name: node.name_en })} component="section">
      <Typography variant="h6" component="h2">
        {node.name_en}
      </Typography>
      <RenameForm key={`rename-${node.id}`} node={node} />
      <Divider />
      <Visibility node={node} />
      <Picture node={node} />
      <Divider />
      <MoveForm key={`move-${node.id}-${node.parent_id}`} node={node} nodes={nodes} />
      {node.level !== 'subcategory' ? (
        <>
          <Divider />
          <NewNodeForm
            section={node.section}
            parent={node}
            onCreated={(created) => onSelect(created.id)}
          />
        </>
      ) : null}
    </Stack>
  );
}

function RenameForm({ node }: { node: AdminCatalogNode }) {
  const t = useTranslations('catalogStructure.panel');
  const rename = useRenameCatalogNode();
  const [names, setNames] = useState<NodeNames>({
    name_en: node.name_en,
    name_de: node.name_de ?? '',
    slug: node.slug,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: node.id, ...names },
      { onSuccess: () => enqueueSnackbar(t('saved'), { variant: 'success' }) },
    );
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} aria-label={t('renameLabel')}>
      <NodeNameFields
        names={names}
        onChange={setNames}
        slugHelperText={names.slug !== node.slug ? t('slugChanged') : t('slugHelp')}
      />
      <Button type="submit" variant="contained" disabled={rename.isPending}>
        {t('save')}
      </Button>
    </Stack>
  );
}

function Visibility({ node }: { node: AdminCatalogNode }) {
  const t = useTranslations('catalogStructure.panel');
  const setHidden = useSetCatalogNodeHidden();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={node.hidden}
            disabled={setHidden.isPending}
            onChange={(event) => setHidden.mutate({ id: node.id, hidden: event.target.checked })}
          />
        }
        label={t('hidden')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('hiddenHelp')}
      </Typography>
    </Box>
  );
}

function Picture({ node }: { node: AdminCatalogNode }) {
  const t = useTranslations('catalogStructure.panel');
  const upload = useUploadCatalogNodeImage();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {node.image_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small tile from the api's media
        <img
          src={node.image_url}
          alt={t('pictureAlt', { name: node.name_en })}
          width={72}
          height={72}
          style={{ objectFit: 'cover', borderRadius: 8 }}
        />
      ) : null}
      <Button
        component="label"
        variant="outlined"
        startIcon={<PhotoCameraRounded />}
        disabled={upload.isPending}
      >
        {t('picture')}
        <input
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate({ id: node.id, file });
            event.target.value = '';
          }}
        />
      </Button>
    </Stack>
  );
}

/** Another parent chosen from a list: the keyboard's and the phone's way to move a node. */
function MoveForm({ node, nodes }: { node: AdminCatalogNode; nodes: readonly AdminCatalogNode[] }) {
  const t = useTranslations('catalogStructure.panel');
  const place = usePlaceCatalogNode();
  const [target, setTarget] = useState(node.parent_id ?? TOP_LEVEL);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parentId = target === TOP_LEVEL ? null : target;
    place.mutate(
      { id: node.id, parent_id: parentId, index: childrenOf(nodes, parentId).length },
      { onSuccess: () => enqueueSnackbar(t('moved'), { variant: 'success' }) },
    );
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} aria-label={t('moveLabel')}>
      <TextField
        select
        label={t('parent')}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        size="small"
      >
        {moveTargets(nodes, node.id).map((parent) => (
          <MenuItem key={parent?.id ?? TOP_LEVEL} value={parent?.id ?? TOP_LEVEL}>
            {parent ? parent.name_en : t('topLevel')}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="outlined"
        disabled={place.isPending || target === (node.parent_id ?? TOP_LEVEL)}
      >
        {t('move')}
      </Button>
    </Stack>
  );
}
