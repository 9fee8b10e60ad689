'use client';

import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslations } from 'use-intl';
import { listingMediaRules, type ListingMediaItem } from '@bazaar/contracts';
import { uploadListingMedia } from '../api/upload-listing-media';
import { screenFiles, type FileProblemKind } from '../form/file-screening';
import { useUploads } from '../hooks/use-uploads';
import { ListingPhoto, UploadingPhoto } from './listing-photo';
import { HiddenFileInput, UploadProblems } from './upload-parts';

const MAX_MB = Math.round(listingMediaRules.maxBytes / (1024 * 1024));

interface Props {
  id: string;
  media: ListingMediaItem[];
  onChange: (update: (media: ListingMediaItem[]) => ListingMediaItem[]) => void;
  error?: string;
}

/** Whether the browser can tell the picture is smaller than the api accepts. */
async function isTooSmall(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    const small =
      bitmap.width < listingMediaRules.minSidePx || bitmap.height < listingMediaRules.minSidePx;
    bitmap.close();
    return small;
  } catch {
    // Pictures the browser cannot decode are for the api to judge.
    return false;
  }
}

/**
 * The listing's photos: several uploaded at once (picked or dropped), checked for type, size
 * and count first, shown as thumbnails that move earlier and later with buttons (the first is
 * the cover) and can be removed.
 */
export function MediaUploader({ id, media, onChange, error }: Props) {
  const t = useTranslations('listingEditor.media');
  const input = useRef<HTMLInputElement>(null);
  const { uploading, problems, clearProblems, send } = useUploads({
    upload: uploadListingMedia,
    maxFilesPerUpload: listingMediaRules.maxFilesPerUpload,
    onChange,
  });
  const [dragging, setDragging] = useState(false);

  // `small`: below the api's minimum size, found once the browser decoded the picture.
  const describe = (problem: { name: string; kind: FileProblemKind | 'small' }) =>
    t(`problems.${problem.kind}`, {
      name: problem.name,
      maxMb: MAX_MB,
      minPx: listingMediaRules.minSidePx,
      max: listingMediaRules.maxPerListing,
    });

  const add = async (chosen: File[]) => {
    const screened = screenFiles(chosen, listingMediaRules, media.length + uploading);
    const sized = await Promise.all(
      screened.accepted.map(async (file) => ({ file, small: await isTooSmall(file) })),
    );
    const found = [
      ...screened.problems,
      ...sized
        .filter((entry) => entry.small)
        .map(({ file }) => ({ name: file.name, kind: 'small' as const })),
    ];
    const files = sized.filter((entry) => !entry.small).map(({ file }) => file);
    await send(files, found.map(describe));
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) void add(files);
  };

  const full = media.length + uploading >= listingMediaRules.maxPerListing;

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          borderRadius: 3,
          outline: dragging ? '2px dashed' : 'none',
          outlineColor: 'primary.main',
          outlineOffset: 4,
        }}
      >
        {media.map((item, index) => (
          <ListingPhoto
            key={item.id}
            item={item}
            index={index}
            count={media.length}
            onChange={onChange}
          />
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          <UploadingPhoto key={`uploading-${index}`} />
        ))}
        {full ? null : (
          <Button
            id={id}
            variant="outlined"
            color={error ? 'error' : 'primary'}
            onClick={() => input.current?.click()}
            sx={{
              aspectRatio: '4 / 3',
              borderStyle: 'dashed',
              borderWidth: 2,
              borderRadius: 2.5,
              flexDirection: 'column',
              gap: 0.5,
              textTransform: 'none',
              '&:hover': { borderWidth: 2, borderStyle: 'dashed' },
            }}
          >
            <AddPhotoAlternateRounded sx={{ fontSize: 32 }} />
            <span>{t('choose')}</span>
          </Button>
        )}
      </Box>
      <HiddenFileInput
        inputRef={input}
        accept={listingMediaRules.mimeTypes}
        label={t('choose')}
        testId="listing-photos-input"
        onFiles={(files) => void add(files)}
      />
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {error ??
          t('hint', {
            maxMb: MAX_MB,
            minPx: listingMediaRules.minSidePx,
            max: listingMediaRules.maxPerListing,
          })}
      </Typography>
      <UploadProblems problems={problems} onClose={clearProblems} />
    </Stack>
  );
}
