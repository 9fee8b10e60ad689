'use client';

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import type { ServiceSchedule } from '@bazaar/contracts';
import { AddRow, RemoveRow, withoutRow } from './schedule-rows';

/** The schedule's weekly hours: several ranges a day allowed. */
export function WeeklyHoursEditor({
  draft,
  set,
}: {
  draft: ServiceSchedule;
  set: (change: Partial<ServiceSchedule>) => void;
}) {
  const t = useTranslations('bookings.schedule');
  const locale = useLocale();
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2026-11-23 is a Monday: ISO weekday 1.
    return [1, 2, 3, 4, 5, 6, 7].map((day) =>
      format.format(new Date(Date.UTC(2026, 10, 22 + day))),
    );
  }, [locale]);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('weeklyHours')}
      </Typography>
      {draft.weekly_hours.map((hours, at) => (
        <Stack key={at} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('weekday')}
            value={hours.weekday}
            onChange={(event) =>
              set({
                weekly_hours: draft.weekly_hours.map((item, index) =>
                  index === at ? { ...item, weekday: Number(event.target.value) } : item,
                ),
              })
            }
            sx={{ flex: 2, minWidth: 0 }}
          >
            {weekdays.map((name, index) => (
              <MenuItem key={name} value={index + 1}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          {(['opens', 'closes'] as const).map((edge) => (
            <TextField
              key={edge}
              size="small"
              type="time"
              label={t(edge)}
              value={hours[edge]}
              onChange={(event) =>
                set({
                  weekly_hours: draft.weekly_hours.map((item, index) =>
                    index === at ? { ...item, [edge]: event.target.value } : item,
                  ),
                })
              }
              sx={{ flex: 1, minWidth: 0 }}
            />
          ))}
          <RemoveRow
            label={t('remove')}
            onClick={() => set({ weekly_hours: withoutRow(draft.weekly_hours, at) })}
          />
        </Stack>
      ))}
      <AddRow
        label={t('addHours')}
        onClick={() =>
          set({
            weekly_hours: [...draft.weekly_hours, { weekday: 6, opens: '10:00', closes: '14:00' }],
          })
        }
      />
    </Stack>
  );
}
