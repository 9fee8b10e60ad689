'use client';

import { closestCenter, DndContext, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  howToSellRules,
  supportedLocales,
  type HowToSellEditorGuides,
  type SupportedLocale,
} from '@bazaar/contracts';
import { ErrorView } from '@/components/error-view';
import { isApiError } from '@/lib/api-client';
import { useSortableSensors } from '@/lib/use-sortable-sensors';
import { useHowToSellEditor } from '../api/get-how-to-sell-editor';
import { useSaveHowToSell } from '../api/save-how-to-sell';
import {
  draftOf,
  isDirty,
  moveStep,
  previewParagraphs,
  saveBodyOf,
  type DraftGuides,
  type DraftStep,
} from '../editor-draft';
import { HowToSellGuideView } from './how-to-sell-guide-view';

/** The server's word on each field of the last save: `en.2.title` → "Give the step a title". */
type FieldErrors = Map<string, string>;

interface StepProps {
  step: DraftStep;
  index: number;
  count: number;
  locale: SupportedLocale;
  errors: FieldErrors;
  onChange: (change: Partial<Pick<DraftStep, 'title' | 'body'>>) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}

function StepEditor({ step, index, count, locale, errors, onChange, onMove, onDelete }: StepProps) {
  const t = useTranslations('howToSell.editor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: step.key });
  const name = step.title || t('untitled', { number: index + 1 });
  const titleError = errors.get(`${locale}.${index}.title`);
  const bodyError = errors.get(`${locale}.${index}.body`);
  return (
    <Card
      ref={setNodeRef}
      component="li"
      data-testid="how-to-sell-step-editor"
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        listStyle: 'none',
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton
            ref={setActivatorNodeRef}
            aria-label={t('drag', { name })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <DragIndicatorRounded />
          </IconButton>
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t('stepNumber', { number: index + 1 })}
          </Typography>
          <IconButton
            aria-label={t('moveUp', { name })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpwardRounded />
          </IconButton>
          <IconButton
            aria-label={t('moveDown', { name })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardRounded />
          </IconButton>
          <IconButton aria-label={t('delete', { name })} color="error" onClick={onDelete}>
            <DeleteOutlineRounded />
          </IconButton>
        </Stack>
        <TextField
          label={t('title')}
          value={step.title}
          onChange={(event) => onChange({ title: event.target.value })}
          error={Boolean(titleError)}
          helperText={titleError}
          slotProps={{ htmlInput: { maxLength: howToSellRules.titleMaxChars } }}
        />
        <TextField
          label={t('body')}
          value={step.body}
          onChange={(event) => onChange({ body: event.target.value })}
          multiline
          minRows={3}
          error={Boolean(bodyError)}
          helperText={bodyError ?? t('bodyHelp')}
          slotProps={{ htmlInput: { maxLength: howToSellRules.bodyMaxChars } }}
        />
      </Stack>
    </Card>
  );
}

/** One language's steps: drag by the handle (pointer, or Space and the arrow keys), or the arrows. */
function StepList({
  steps,
  locale,
  errors,
  onStepsChange,
}: {
  steps: DraftStep[];
  locale: SupportedLocale;
  errors: FieldErrors;
  onStepsChange: (steps: DraftStep[]) => void;
}) {
  const t = useTranslations('howToSell.editor');
  const sensors = useSortableSensors();
  const indexOf = (key: string | number) => steps.findIndex((step) => step.key === key);
  const nameOf = (key: string | number) => {
    const index = indexOf(key);
    return steps[index]?.title || t('untitled', { number: index + 1 });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('announce.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('announce.over', { name: nameOf(active.id), number: indexOf(over.id) + 1 })
        : t('announce.cancelled', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('announce.dropped', { name: nameOf(active.id), number: indexOf(over.id) + 1 })
        : t('announce.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('announce.cancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    onStepsChange(moveStep(steps, indexOf(active.id), indexOf(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext items={steps.map((step) => step.key)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }} aria-label={t('stepsLabel')}>
          {steps.map((step, index) => (
            <StepEditor
              key={step.key}
              step={step}
              index={index}
              count={steps.length}
              locale={locale}
              errors={errors}
              onChange={(change) =>
                onStepsChange(steps.map((s) => (s.key === step.key ? { ...s, ...change } : s)))
              }
              onMove={(to) => onStepsChange(moveStep(steps, index, to))}
              onDelete={() => onStepsChange(steps.filter((s) => s.key !== step.key))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function EditorForm({ saved, onClose }: { saved: HowToSellEditorGuides; onClose: () => void }) {
  const t = useTranslations('howToSell.editor');
  const save = useSaveHowToSell();
  const [draft, setDraft] = useState<DraftGuides>(() => draftOf(saved));
  const [locale, setLocale] = useState<SupportedLocale>('en');
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [previewLocale, setPreviewLocale] = useState<SupportedLocale>('en');
  const nextKey = useRef(0);
  const dirty = isDirty(draft, saved);

  const error = save.error;
  const errors: FieldErrors = new Map(
    isApiError(error) ? (error.fields ?? []).map((field) => [field.field, field.message]) : [],
  );

  const setSteps = (steps: DraftStep[]) => setDraft((current) => ({ ...current, [locale]: steps }));
  const addStep = () => {
    nextKey.current += 1;
    setSteps([...draft[locale], { key: `new-${nextKey.current}`, title: '', body: '' }]);
  };
  const submit = () =>
    save.mutate(saveBodyOf(draft), {
      onSuccess: () => {
        enqueueSnackbar(t('saved'), { variant: 'success' });
        onClose();
      },
    });

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}
          >
            {t('heading')}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="contained" disabled={!dirty} loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
        </Stack>
      </Stack>
      {error ? (
        <Alert severity="error">{isApiError(error) ? error.user_message : t('saveFailed')}</Alert>
      ) : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_event, value: 'edit' | 'preview' | null) => value && setMode(value)}
        aria-label={t('modeLabel')}
      >
        <ToggleButton value="edit">{t('modes.edit')}</ToggleButton>
        <ToggleButton value="preview">{t('modes.preview')}</ToggleButton>
      </ToggleButtonGroup>

      {mode === 'edit' ? (
        <Box>
          <Tabs
            value={locale}
            onChange={(_event, value: SupportedLocale) => setLocale(value)}
            aria-label={t('languageLabel')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            variant="scrollable"
          >
            {supportedLocales.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t('languageTab', {
                  language: t(`languages.${value}`),
                  count: draft[value].length,
                })}
              />
            ))}
          </Tabs>
          {locale !== 'en' && draft[locale].length === 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('fallback')}
            </Alert>
          ) : null}
          {errors.has(locale) ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors.get(locale)}
            </Alert>
          ) : null}
          <StepList
            key={locale}
            steps={draft[locale]}
            locale={locale}
            errors={errors}
            onStepsChange={setSteps}
          />
          <Button
            startIcon={<AddRounded />}
            onClick={addStep}
            disabled={draft[locale].length >= howToSellRules.paragraphsMax}
            sx={{ mt: 2 }}
          >
            {t('add')}
          </Button>
        </Box>
      ) : (
        <Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, mb: 2 }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              value={previewLocale}
              onChange={(_event, value: SupportedLocale | null) => value && setPreviewLocale(value)}
              aria-label={t('previewLanguage')}
            >
              {supportedLocales.map((value) => (
                <ToggleButton key={value} value={value} lang={value}>
                  {t(`languages.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography color="text.secondary" variant="body2">
              {dirty ? t('previewUnsaved') : t('previewSaved')}
            </Typography>
          </Stack>
          <Box
            role="region"
            aria-label={t('previewLabel')}
            lang={previewLocale}
            data-testid="how-to-sell-preview"
            sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 3, p: 1 }}
          >
            <HowToSellGuideView paragraphs={previewParagraphs(draft, previewLocale)} />
          </Box>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The administrators' editor of the how-to-sell guide (ADR 0075), on the page itself: both
 * languages' steps, added, edited, deleted and reordered, a preview of the page in either
 * language, and one save for both.
 */
export function HowToSellEditor({ onClose }: { onClose: () => void }) {
  const editor = useHowToSellEditor();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, px: { xs: 1, sm: 2, md: 3 } }}>
      {editor.isPending ? <Skeleton variant="rounded" height={320} /> : null}
      {editor.isError ? (
        <ErrorView error={editor.error} onRetry={() => void editor.refetch()} titleComponent="h1" />
      ) : null}
      {editor.data ? <EditorForm saved={editor.data} onClose={onClose} /> : null}
    </Container>
  );
}
