'use client';

import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'use-intl';
import { isScheduledAt, type HomepageEntry } from '@bazaar/contracts';
import { useSortableSensors } from '@/lib/use-sortable-sensors';

interface Props {
  entries: HomepageEntry[];
  onReorder: (ids: string[]) => void;
  onEdit: (entry: HomepageEntry) => void;
  onDelete: (entry: HomepageEntry) => void;
}

/** One group's entries in their order: drag a row by its handle (or with the keyboard) to move it. */
export function HomepageEntryList({ entries, onReorder, onEdit, onDelete }: Props) {
  const t = useTranslations('homepageSettings');
  const sensors = useSortableSensors();
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = entries.map((entry) => entry.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('emptyGroup')}
      </Typography>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop}>
      <SortableContext
        items={entries.map((entry) => entry.id)}
        strategy={verticalListSortingStrategy}
      >
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function EntryRow({
  entry,
  onEdit,
  onDelete,
}: {
  entry: HomepageEntry;
  onEdit: (entry: HomepageEntry) => void;
  onDelete: (entry: HomepageEntry) => void;
}) {
  const t = useTranslations('homepageSettings');
  const format = useFormatter();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  const title = entry.kind === 'banner' ? entry.text : (entry.label ?? t('gone'));
  const moment = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const schedule =
    entry.shows_from && entry.shows_until
      ? t('schedule.between', { from: moment(entry.shows_from), until: moment(entry.shows_until) })
      : entry.shows_from
        ? t('schedule.from', { from: moment(entry.shows_from) })
        : entry.shows_until
          ? t('schedule.until', { until: moment(entry.shows_until) })
          : t('schedule.always');
  const showingNow = isScheduledAt(entry, new Date());
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="homepage-entry"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        pr: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <IconButton
        size="small"
        aria-label={t('dragHandle', { name: title ?? '' })}
        {...attributes}
        {...listeners}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorRounded fontSize="small" />
      </IconButton>
      {entry.picture_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small preview from the api's media
        <img
          src={entry.picture_url}
          alt=""
          width={96}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0 }}
        />
      ) : null}
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {schedule}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {!entry.available ? (
          <Chip
            size="small"
            color="warning"
            label={entry.kind === 'banner' ? t('noPicture') : t('notShown')}
          />
        ) : null}
        <Chip
          size="small"
          variant="outlined"
          color={showingNow ? 'success' : 'default'}
          label={showingNow ? t('showingNow') : t('notNow')}
        />
      </Stack>
      <IconButton
        size="small"
        aria-label={t('edit', { name: title ?? '' })}
        onClick={() => onEdit(entry)}
      >
        <EditRounded fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('delete', { name: title ?? '' })}
        onClick={() => onDelete(entry)}
      >
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}
