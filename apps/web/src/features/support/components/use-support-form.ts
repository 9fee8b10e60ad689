'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  emailSchema,
  fullName,
  supportRequestRules,
  type SupportRequestReceipt,
  type SupportTopic,
} from '@bazaar/contracts';
import { fieldErrorsOf, formErrorOf, type FieldErrors } from '@/lib/forms/field-errors';
import { useCurrentUser } from '@/lib/session/current-user';
import { useCreateSupportRequest } from '../api/create-support-request';

export type FieldName = 'name' | 'email' | 'topic' | 'message';
const FIELDS: readonly FieldName[] = ['name', 'email', 'topic', 'message'];

interface Values {
  name: string;
  email: string;
  topic: SupportTopic | '';
  message: string;
}

/** The support form's values, their errors, its submission and the receipt it answered. */
export function useSupportForm() {
  const t = useTranslations('support.form');
  const tForms = useTranslations('forms');
  const user = useCurrentUser();
  const create = useCreateSupportRequest();
  // What the user typed; untouched name and email show what Bazaar knows of a signed-in user.
  const [typed, setTyped] = useState<Partial<Values>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<{ receipt: SupportRequestReceipt; email: string } | null>(
    null,
  );

  const signedInUser = user.data;
  const values: Values = {
    name:
      typed.name ??
      (signedInUser
        ? fullName(signedInUser.first_name, signedInUser.last_name) || signedInUser.display_name
        : ''),
    email: typed.email ?? signedInUser?.email ?? '',
    topic: typed.topic ?? '',
    message: typed.message ?? '',
  };

  const setValue = <Name extends FieldName>(name: Name, value: Values[Name]) => {
    setTyped((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = (): boolean => {
    const found: FieldErrors = {};
    if (!values.name.trim()) found.name = tForms('required');
    if (!values.email.trim()) found.email = tForms('required');
    else if (!emailSchema.safeParse(values.email).success) found.email = tForms('invalidEmail');
    if (!values.topic) found.topic = t('chooseTopic');
    if (values.message.trim().length < supportRequestRules.messageMinChars) {
      found.message = values.message.trim()
        ? t('messageTooShort', { count: supportRequestRules.messageMinChars })
        : tForms('required');
    }
    setErrors(found);
    setFormError(null);
    return Object.keys(found).length === 0;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || !values.topic) return;
    const email = values.email.trim();
    create.mutate(
      { name: values.name.trim(), email, topic: values.topic, message: values.message.trim() },
      {
        onSuccess: (result) => {
          setReceipt({ receipt: result, email });
          setTyped((current) => ({ ...current, topic: undefined, message: undefined }));
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFormError(formErrorOf(error, FIELDS));
        },
      },
    );
  };

  return { create, values, errors, formError, receipt, setReceipt, setValue, submit };
}
