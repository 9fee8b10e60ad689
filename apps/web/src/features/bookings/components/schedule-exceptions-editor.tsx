'use client';

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import type { ServiceSchedule } from '@bazaar/contracts';
import { AddRow, RemoveRow, withoutRow } from './schedule-rows';

/** The schedule's exceptions: days closed, or with extra hours. */
export function ScheduleExceptionsEditor({
  draft,
  set,
}: {
  draft: ServiceSchedule;
  set: (change: Partial<ServiceSchedule>) => void;
}) {
  const t = useTranslations('bookings.schedule');
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('exceptions')}
      </Typography>
      {draft.exceptions.map((exception, at) => {
        const change = (patch: Partial<ServiceSchedule['exceptions'][number]>) =>
          set({
            exceptions: draft.exceptions.map((item, index) =>
              index === at ? { ...item, ...patch } : item,
            ),
          });
        return (
          <Stack
            key={at}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <TextField
              size="small"
              type="date"
              label={t('date')}
              value={exception.date}
              onChange={(event) => change({ date: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              size="small"
              label={t('kind')}
              value={exception.kind}
              onChange={(event) => {
                const kind = event.target.value as 'closed' | 'extra_hours';
                change(
                  kind === 'closed'
                    ? { kind, opens: null, closes: null }
                    : { kind, opens: '09:00', closes: '12:00' },
                );
              }}
            >
              <MenuItem value="closed">{t('closed')}</MenuItem>
              <MenuItem value="extra_hours">{t('extraHours')}</MenuItem>
            </TextField>
            {exception.kind === 'extra_hours'
              ? (['opens', 'closes'] as const).map((edge) => (
                  <TextField
                    key={edge}
                    size="small"
                    type="time"
                    label={t(edge)}
                    value={exception[edge] ?? ''}
                    onChange={(event) => change({ [edge]: event.target.value })}
                    sx={{ width: 120 }}
                  />
                ))
              : null}
            <TextField
              size="small"
              label={t('note')}
              value={exception.note}
              onChange={(event) => change({ note: event.target.value })}
              sx={{ flex: 1, minWidth: 140 }}
            />
            <RemoveRow
              label={t('remove')}
              onClick={() => set({ exceptions: withoutRow(draft.exceptions, at) })}
            />
          </Stack>
        );
      })}
      <AddRow
        label={t('addException')}
        onClick={() =>
          set({
            exceptions: [
              ...draft.exceptions,
              { date: '', kind: 'closed', opens: null, closes: null, note: '' },
            ],
          })
        }
      />
    </Stack>
  );
}
