'use client';

import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { accountPictureRules } from '@bazaar/contracts';

interface Props {
  /** The banner's stored picture, if it has one. */
  pictureUrl: string | null;
  /** The file chosen to upload after saving. */
  picture: File | null;
  onPick: (file: File | null) => void;
  error: string | undefined;
}

/** A banner's picture: choose (or replace) a file, with its name, the stored state or the error. */
export function BannerPictureField({ pictureUrl, picture, onPick, error }: Props) {
  const t = useTranslations('homepageSettings.form');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button component="label" variant="outlined" startIcon={<PhotoCameraRounded />}>
        {pictureUrl || picture ? t('replacePicture') : t('choosePicture')}
        <input
          hidden
          type="file"
          accept={accountPictureRules.mimeTypes.join(',')}
          data-testid="homepage-picture-input"
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {error ?? picture?.name ?? (pictureUrl ? t('pictureSet') : t('pictureHelp'))}
      </Typography>
    </Stack>
  );
}
