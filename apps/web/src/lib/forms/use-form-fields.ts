'use client';

import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { emailSchema, PASSWORD_MIN_LENGTH } from '@bazaar/contracts';
import { fieldErrorsOf, formErrorOf, type FieldErrors } from '@/lib/forms/field-errors';

/** What a field must hold before the form is sent. */
export type FieldRule = 'required' | 'email' | 'password';

/**
 * Values, field errors and the form-level error of a form. Checks run in the browser first
 * (translated); what the api refuses lands on its field, or above the form.
 */
export function useFormFields<Name extends string>(initial: Record<Name, string>) {
  const t = useTranslations('forms');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setValue = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (rules: Partial<Record<Name, FieldRule[]>>): boolean => {
    const found: FieldErrors = {};
    for (const [name, fieldRules] of Object.entries(rules) as [Name, FieldRule[]][]) {
      const value = values[name].trim();
      for (const rule of fieldRules) {
        if (rule === 'required' && value.length === 0) found[name] = t('required');
        else if (rule === 'email' && value && !emailSchema.safeParse(value).success)
          found[name] = t('invalidEmail');
        else if (rule === 'password' && values[name].length < PASSWORD_MIN_LENGTH)
          found[name] = t('passwordTooShort', { count: PASSWORD_MIN_LENGTH });
        if (found[name]) break;
      }
    }
    setErrors(found);
    setFormError(null);
    return Object.keys(found).length === 0;
  };

  /** Puts an api failure on the fields it names, and the rest above the form. */
  const showFailure = (error: unknown, fieldNames: readonly string[]) => {
    setErrors(fieldErrorsOf(error));
    setFormError(formErrorOf(error, fieldNames));
  };

  /** Back to the initial values, without errors (after a successful save). */
  const reset = () => {
    setValues(initial);
    setErrors({});
    setFormError(null);
  };

  const fieldProps = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return {
    values,
    setValue,
    errors,
    setErrors,
    formError,
    setFormError,
    validate,
    showFailure,
    reset,
    fieldProps,
  };
}

export type FormFields<Name extends string> = ReturnType<typeof useFormFields<Name>>;
