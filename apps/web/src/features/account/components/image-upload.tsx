'use client';

import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'use-intl';
import { accountPictureRules } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { initialsOf } from '@/components/user-avatar';
import { formErrorOf } from '@/lib/forms/field-errors';

const ACCEPTED_TYPES: readonly string[] = accountPictureRules.mimeTypes;

interface Props {
  kind: 'avatar' | 'logo';
  /** The picture now stored, if any. */
  currentSrc: string | null | undefined;
  /** Initials stand in for a missing avatar. */
  name?: string;
  upload: (file: File) => Promise<unknown>;
  remove?: () => Promise<unknown>;
}

/** Picks a picture, previews it and uploads it on confirmation; the stored one can be removed. */
export function ImageUpload({ kind, currentSrc, name, upload, remove }: Props) {
  const t = useTranslations('account.settings.images');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setError(null);
    if (!chosen) return;
    if (!ACCEPTED_TYPES.includes(chosen.type)) {
      setError(t('wrongType'));
      return;
    }
    if (chosen.size > accountPictureRules.maxBytes) {
      setError(t('tooLarge'));
      return;
    }
    setFile(chosen);
  };

  const run = async (action: 'upload' | 'remove') => {
    setBusy(action);
    setError(null);
    try {
      if (action === 'upload' && file) await upload(file);
      if (action === 'remove' && remove) await remove();
      setFile(null);
      enqueueSnackbar(action === 'upload' ? t(`${kind}Saved`) : t(`${kind}Removed`), {
        variant: 'success',
      });
    } catch (failure) {
      setError(formErrorOf(failure, []));
    } finally {
      setBusy(null);
    }
  };

  const shown = preview ?? currentSrc ?? undefined;
  const size = kind === 'avatar' ? 88 : 96;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Avatar
        src={shown}
        alt={preview ? t('previewAlt') : t(`${kind}Alt`)}
        variant={kind === 'avatar' ? 'circular' : 'rounded'}
        sx={{
          width: size,
          height: size,
          fontSize: 32,
          fontWeight: 700,
          bgcolor: kind === 'avatar' ? 'primary.main' : 'action.hover',
          color: kind === 'avatar' ? 'primary.contrastText' : 'text.secondary',
          border: preview ? '3px solid' : 'none',
          borderColor: 'secondary.main',
        }}
      >
        {kind === 'avatar' ? initialsOf(name) || <PhotoCameraRounded /> : <StorefrontRounded />}
      </Avatar>
      <Stack spacing={1.25} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">{t(`${kind}Title`)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {preview ? t('previewHint') : t('requirements')}
        </Typography>
        <Box
          component="input"
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED_TYPES.join(',')}
          onChange={choose}
          aria-label={t(`${kind}Choose`)}
          sx={{ display: 'none' }}
          data-testid={`${kind}-file-input`}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {file ? (
            <>
              <Button
                variant="contained"
                loading={busy === 'upload'}
                onClick={() => void run('upload')}
              >
                {t('save')}
              </Button>
              <Button onClick={() => setFile(null)} disabled={busy !== null}>
                {t('cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="outlined"
                startIcon={<PhotoCameraRounded />}
                onClick={() => input.current?.click()}
              >
                {t(`${kind}Choose`)}
              </Button>
              {remove && currentSrc ? (
                <Button
                  color="error"
                  loading={busy === 'remove'}
                  onClick={() => void run('remove')}
                >
                  {t('remove')}
                </Button>
              ) : null}
            </>
          )}
        </Stack>
        <FormErrorAlert message={error} />
      </Stack>
    </Stack>
  );
}
