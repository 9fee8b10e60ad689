'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { MODERATION_WORD_MAX } from '@bazaar/contracts';
import { useAddModerationWord } from '../api/add-moderation-word';
import { useModerationWords } from '../api/get-moderation-words';
import { useRemoveModerationWord } from '../api/remove-moderation-word';

/** The words that flag a listing saved with one of them in its title or description. */
export function ModerationWordsEditor() {
  const t = useTranslations('listingModeration');
  const { data, isError } = useModerationWords();
  const add = useAddModerationWord();
  const remove = useRemoveModerationWord();
  const [word, setWord] = useState('');
  return (
    <Stack spacing={1.5} component="section" aria-label={t('words.title')}>
      <Typography variant="h6" component="h3">
        {t('words.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('words.intro')}
      </Typography>
      {isError ? <Alert severity="error">{t('words.loadFailed')}</Alert> : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('words.list')}>
        {data?.items.length === 0 ? (
          <Typography variant="body2">{t('words.none')}</Typography>
        ) : null}
        {data?.items.map((item) => (
          <Chip
            key={item.id}
            label={item.word}
            onDelete={() => remove.mutate(item.id)}
            slotProps={{ root: { 'aria-label': item.word } } as object}
          />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          add.mutate(word.trim(), { onSuccess: () => setWord('') });
        }}
      >
        <TextField
          size="small"
          label={t('words.add')}
          value={word}
          onChange={(event) => setWord(event.target.value)}
          slotProps={{ htmlInput: { minLength: 2, maxLength: MODERATION_WORD_MAX } }}
          required
        />
        <Button
          type="submit"
          variant="outlined"
          loading={add.isPending}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {t('words.addButton')}
        </Button>
      </Stack>
    </Stack>
  );
}
