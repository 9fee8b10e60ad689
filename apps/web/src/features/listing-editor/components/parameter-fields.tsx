'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { type ListingParameterField, type ListingParameters } from '@bazaar/contracts';
import { parameterInput } from '../form/listing-form-values';
import { chosenOptions, optionsValue, withParameter } from '../form/parameter-values';
import { inputIdOf, type ListingForm } from '../hooks/use-listing-form';
import { unitAdornment } from './field-layout';
import { EditorSection } from './editor-section';

function ParameterInput({ field, form }: { field: ListingParameterField; form: ListingForm }) {
  const input = parameterInput(field.key);
  const id = inputIdOf(input);
  const error = form.errors[input];
  const value = form.values.parameters[field.key];
  const set = (next: ListingParameters[string] | undefined) =>
    form.change(
      (current) => ({ parameters: withParameter(current.parameters, field.key, next) }),
      [input],
    );
  const errorText = error ? <FormHelperText error>{error}</FormHelperText> : null;

  if (field.type === 'c') {
    return (
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              id={id}
              name={input}
              checked={value === true}
              onChange={(event) => set(event.target.checked ? true : undefined)}
            />
          }
          label={field.name}
        />
        {errorText}
      </Box>
    );
  }

  const chosen = chosenOptions(value);
  if (field.value_kind === 'text_list') {
    const labelId = `${id}-label`;
    const toggle = (option: string) =>
      set(
        optionsValue(
          field,
          chosen.includes(option) ? chosen.filter((one) => one !== option) : [...chosen, option],
        ),
      );
    return (
      <Box
        component="fieldset"
        id={id}
        aria-labelledby={labelId}
        tabIndex={-1}
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      >
        <Typography id={labelId} variant="subtitle2" component="legend" sx={{ mb: 1 }}>
          {field.name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {field.options.map((option) => {
            const on = chosen.includes(option.value);
            return (
              <Chip
                key={option.value}
                label={option.label}
                aria-pressed={on}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => toggle(option.value)}
              />
            );
          })}
        </Stack>
        {errorText}
      </Box>
    );
  }

  if (field.options.length > 0) {
    return (
      <TextField
        id={id}
        name={input}
        select
        fullWidth
        label={field.name}
        value={chosen[0] ?? ''}
        onChange={(event) =>
          set(optionsValue(field, event.target.value ? [event.target.value] : []))
        }
        error={Boolean(error)}
        helperText={error}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">–</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    );
  }

  return (
    <TextField
      id={id}
      name={input}
      type="number"
      fullWidth
      label={field.name}
      value={typeof value === 'number' ? value : ''}
      onChange={(event) => {
        const typed = event.target.value;
        set(typed === '' || !Number.isFinite(Number(typed)) ? undefined : Number(typed));
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { min: field.min ?? undefined, max: field.max ?? undefined },
        ...(field.unit ? { input: unitAdornment(field.unit) } : {}),
      }}
    />
  );
}

/**
 * The "More details" of the chosen node: one input per parameter its listings fill in, bound to
 * the form's `parameters`. Nothing while no node is chosen or the node asks for none.
 */
export function ParameterFields({ form }: { form: ListingForm }) {
  const t = useTranslations('listingEditor.sections');
  const failed = form.parameterFieldsFailed;
  if (!failed && form.parameterFields.length === 0) return null;
  return (
    <EditorSection title={t('moreDetails')} description={t('moreDetailsHint')}>
      {failed ? <Alert severity="warning">{t('moreDetailsFailed')}</Alert> : null}
      {form.parameterFields.map((field) => (
        <ParameterInput key={field.key} field={field} form={form} />
      ))}
    </EditorSection>
  );
}
