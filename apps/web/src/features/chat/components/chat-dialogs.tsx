'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { chatLimits, chatReportReasons, type ChatReportReason } from '@bazaar/contracts';
import { majorToMinor } from '@/lib/forms/numbers';

/** The minor units of an amount typed in major units ("12,50" or "12.50"); null if it is none. */
export function amountMinor(text: string): number | null {
  const minor = majorToMinor(text);
  return typeof minor === 'number' && minor > 0 ? minor : null;
}

interface FormDialogProps {
  open: boolean;
  title: string;
  cancelLabel: string;
  submitLabel: string;
  submitTestId: string;
  /** The form's value is checked here; true when it was sent. */
  onSubmit: () => boolean;
  onClose: () => void;
  pending?: boolean;
  danger?: boolean;
  children: ReactNode;
}

/** The frame of the chat's small forms: a title, the fields, Cancel and the sending button. */
function FormDialog({
  open,
  title,
  cancelLabel,
  submitLabel,
  submitTestId,
  onSubmit,
  onClose,
  pending = false,
  danger = false,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            loading={pending}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A dialog's one field: checked once sending was tried, emptied once it was sent. */
function useCheckedField<Value>(parse: (text: string) => Value | null) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const value = parse(text);
  const submit = (send: (value: Value) => void) => {
    setTouched(true);
    if (value === null) return false;
    send(value);
    setText('');
    setTouched(false);
    return true;
  };
  return { text, setText, invalid: touched && value === null, submit };
}

/** A time typed in the field, as an instant, when it is still to come. */
function futureStart(text: string): string | null {
  const startsAt = text ? new Date(text) : null;
  return startsAt !== null && !Number.isNaN(startsAt.getTime()) && startsAt > new Date()
    ? startsAt.toISOString()
    : null;
}

interface OfferProps {
  open: boolean;
  currency: string;
  onClose: () => void;
  onSend: (amountMinor: number) => void;
}

/** "Make an offer": a price for a negotiable listing. */
export function OfferDialog({ open, currency, onClose, onSend }: OfferProps) {
  const t = useTranslations('chat.offerDialog');
  const amount = useCheckedField(amountMinor);
  return (
    <FormDialog
      open={open}
      title={t('title')}
      cancelLabel={t('cancel')}
      submitLabel={t('send')}
      submitTestId="send-offer"
      onSubmit={() => amount.submit(onSend)}
      onClose={onClose}
    >
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('description')}
      </Typography>
      <TextField
        fullWidth
        label={t('amount')}
        value={amount.text}
        onChange={(event) => amount.setText(event.target.value)}
        error={amount.invalid}
        helperText={amount.invalid ? t('invalid') : ' '}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': 'offer-amount' },
          input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
        }}
      />
    </FormDialog>
  );
}

interface TimeProps {
  open: boolean;
  onClose: () => void;
  onSend: (startsAt: string) => void;
}

/** "Propose a time": a date and time the other side accepts or declines. */
export function TimeProposalDialog({ open, onClose, onSend }: TimeProps) {
  const t = useTranslations('chat.timeDialog');
  const startsAt = useCheckedField(futureStart);
  return (
    <FormDialog
      open={open}
      title={t('title')}
      cancelLabel={t('cancel')}
      submitLabel={t('send')}
      submitTestId="send-time-proposal"
      onSubmit={() => startsAt.submit(onSend)}
      onClose={onClose}
    >
      <TextField
        fullWidth
        type="datetime-local"
        label={t('when')}
        value={startsAt.text}
        onChange={(event) => startsAt.setText(event.target.value)}
        error={startsAt.invalid}
        helperText={startsAt.invalid ? t('invalid') : ' '}
        sx={{ mt: 1 }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'time-proposal-at' },
        }}
      />
    </FormDialog>
  );
}

interface ReportProps {
  open: boolean;
  /** A single message is reported, or else the whole conversation. */
  aboutMessage: boolean;
  pending: boolean;
  onClose: () => void;
  onSend: (report: { reason: ChatReportReason; details?: string }) => void;
}

/** Reports a conversation or a message to the administrators, with a reason. */
export function ReportDialog({ open, aboutMessage, pending, onClose, onSend }: ReportProps) {
  const t = useTranslations('chat.report');
  const [reason, setReason] = useState<ChatReportReason>('spam');
  const [details, setDetails] = useState('');
  const submit = () => {
    onSend({ reason, ...(details.trim() ? { details: details.trim() } : {}) });
    return true;
  };
  return (
    <FormDialog
      open={open}
      title={aboutMessage ? t('message') : t('conversation')}
      cancelLabel={t('cancel')}
      submitLabel={t('send')}
      submitTestId="send-report"
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      danger
    >
      <Stack spacing={2}>
        <RadioGroup
          aria-label={t('reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as ChatReportReason)}
        >
          {chatReportReasons.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={t(`reasons.${option}`)}
            />
          ))}
        </RadioGroup>
        <TextField
          label={t('details')}
          multiline
          minRows={2}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          slotProps={{ htmlInput: { maxLength: chatLimits.reportDetailsMax } }}
        />
      </Stack>
    </FormDialog>
  );
}
