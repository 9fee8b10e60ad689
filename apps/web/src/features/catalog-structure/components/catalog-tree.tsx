'use client';

import {
  closestCenter,
  DndContext,
  pointerWithin,
  useDroppable,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { type AdminCatalogNode, type PlaceCatalogNodeBody } from '@bazaar/contracts';
import { useSortableSensors } from '@/lib/use-sortable-sensors';
import { childrenOf, dropPlacement, TOP_LEVEL_DROP_ID } from '../tree';

/**
 * A pointer drops on the row under it; the keyboard, which has no pointer, on the row closest to
 * where the arrow keys took the dragged one.
 */
const rowUnderPointer: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

interface Props {
  nodes: readonly AdminCatalogNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onPlace: (id: string, placement: PlaceCatalogNodeBody) => void;
}

/**
 * A division's tree. Drag a node by its handle (pointer, or Space and the arrow keys): onto a
 * sibling to take its place, onto another node to go below it, onto the top-level strip to become
 * a section.
 */
export function CatalogTree({ nodes, selectedId, onSelect, onPlace }: Props) {
  const t = useTranslations('catalogStructure.tree');
  const sensors = useSortableSensors();
  const nameOf = (id: string | number | undefined) =>
    id === TOP_LEVEL_DROP_ID
      ? t('topLevel')
      : (nodes.find((node) => node.id === id)?.name_en ?? '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('announce.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('announce.over', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('announce.nowhere', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('announce.dropped', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('announce.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('announce.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const placement = dropPlacement(nodes, String(active.id), String(over.id));
    if (placement) onPlace(String(active.id), placement);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rowUnderPointer}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('instructions') },
      }}
    >
      <TopLevelTarget label={t('topLevel')} />
      <Branch nodes={nodes} parentId={null} selectedId={selectedId} onSelect={onSelect} />
    </DndContext>
  );
}

function TopLevelTarget({ label }: { label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: TOP_LEVEL_DROP_ID });
  return (
    <Box
      ref={setNodeRef}
      sx={{
        mb: 1,
        px: 2,
        py: 1,
        border: 1,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: isOver ? 'primary.main' : 'divider',
        color: 'text.secondary',
        typography: 'body2',
      }}
    >
      {label}
    </Box>
  );
}

interface BranchProps {
  nodes: readonly AdminCatalogNode[];
  parentId: string | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

function Branch({ nodes, parentId, selectedId, onSelect }: BranchProps) {
  const children = childrenOf(nodes, parentId);
  if (children.length === 0) return null;
  return (
    <SortableContext items={children.map((node) => node.id)} strategy={verticalListSortingStrategy}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: parentId ? 3 : 0 }}>
        {children.map((node) => (
          <Box component="li" key={node.id}>
            <TreeRow node={node} selected={node.id === selectedId} onSelect={onSelect} />
            <Branch nodes={nodes} parentId={node.id} selectedId={selectedId} onSelect={onSelect} />
          </Box>
        ))}
      </Box>
    </SortableContext>
  );
}

function TreeRow({
  node,
  selected,
  onSelect,
}: {
  node: AdminCatalogNode;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const t = useTranslations('catalogStructure.tree');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isOver } =
    useSortable({ id: node.id });
  return (
    <Stack
      ref={setNodeRef}
      direction="row"
      data-testid={`catalog-node-${node.slug}`}
      sx={{
        alignItems: 'center',
        gap: 0.5,
        my: 0.5,
        pr: 1,
        borderRadius: 1,
        border: 1,
        borderColor: isOver ? 'primary.main' : selected ? 'primary.light' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={t('drag', { name: node.name_en })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorRounded fontSize="small" />
      </IconButton>
      <ButtonBase
        onClick={() => onSelect(node.id)}
        aria-current={selected ? 'true' : undefined}
        sx={{ flex: 1, justifyContent: 'flex-start', py: 1, textAlign: 'left', borderRadius: 1 }}
      >
        <Typography
          component="span"
          sx={{ fontWeight: node.level === 'section' ? 600 : 400, opacity: node.hidden ? 0.6 : 1 }}
        >
          {node.name_en}
          {node.name_de ? (
            <>
              {' '}
              <Typography component="span" color="text.secondary">
                · {node.name_de}
              </Typography>
            </>
          ) : null}
        </Typography>
      </ButtonBase>
      {node.hidden ? (
        <Chip size="small" icon={<VisibilityOffRounded />} label={t('hidden')} variant="outlined" />
      ) : null}
      {node.listing_count > 0 ? (
        <Chip size="small" label={t('listings', { count: node.listing_count })} />
      ) : null}
    </Stack>
  );
}
