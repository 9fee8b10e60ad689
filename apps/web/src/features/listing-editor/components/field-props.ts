import { type ChangeEvent } from 'react';
import { inputFields, type InputName, type ListingFormValues } from '../form/listing-form-values';
import { inputIdOf, type ListingForm } from '../hooks/use-listing-form';

/** Inputs whose value is free text (numbers stay text until saving). */
export type TextInputName = {
  [K in InputName]: string extends ListingFormValues[K] ? K : never;
}[InputName];

/** Inputs that pick one value of a list or none: '' is "not chosen". */
export type ChoiceInputName = {
  [K in InputName]: ListingFormValues[K] extends string
    ? string extends ListingFormValues[K]
      ? never
      : '' extends ListingFormValues[K]
        ? K
        : never
    : never;
}[InputName];

/** What every input of the form carries: its id, api name, error state and message. */
export function inputProps(form: ListingForm, name: InputName, hint?: string) {
  const field = inputFields[name];
  const error = form.errors[field];
  return {
    id: inputIdOf(field),
    name: field,
    error: Boolean(error),
    helperText: error ?? hint,
    fullWidth: true,
  };
}

/** A text input bound to the form; `alsoChange` is changed with it (e.g. stale coordinates). */
export function textInputProps(
  form: ListingForm,
  name: TextInputName,
  hint?: string,
  alsoChange: Partial<ListingFormValues> = {},
) {
  return {
    ...inputProps(form, name, hint),
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const patch: Partial<ListingFormValues> = { ...alsoChange };
      patch[name] = event.target.value;
      form.change(patch, [inputFields[name]]);
    },
  };
}

/**
 * A native select bound to the form: native pickers suit phones and keyboards best. Values not
 * in `choices` (an edited page) fall back to "not chosen".
 */
export function choiceInputProps<N extends ChoiceInputName>(
  form: ListingForm,
  name: N,
  choices: readonly ListingFormValues[N][],
  hint?: string,
) {
  return {
    ...inputProps(form, name, hint),
    select: true,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const chosen = choices.find((choice) => choice === event.target.value) ?? '';
      const patch: Partial<ListingFormValues> = {};
      patch[name] = chosen;
      form.change(patch, [inputFields[name]]);
    },
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  };
}
