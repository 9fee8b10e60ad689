'use client';

import { useRouter } from 'next/navigation';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import {
  validationMessages,
  type DraftState,
  type FieldError,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { useCatalogNode } from '@/entities/catalog/get-catalog-node';
import { CATALOG_STALE_MS } from '@/entities/catalog/get-catalog-tree';
import { isApiError } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/query/error-message';
import { currentErrorTexts } from '@/lib/query/error-texts';
import { editListingHref, listingHref } from '@/lib/listings/listing-links';
import { useSaveListing } from '../api/save-listing';
import {
  checkListingBody,
  formFields,
  listingBodyOf,
  moreDetailsFields,
  parameterInput,
  valuesFromListing,
  type ListingFormValues,
  type NumberIssue,
} from '../form/listing-form-values';
import { placeFieldErrors, type InputErrors } from '../form/place-field-errors';

/** The id an input of the form carries, from the api field it stands for. */
export function inputIdOf(field: string): string {
  return `listing-${field.replaceAll('.', '-')}`;
}

/** Moves to the first input with a problem, so keyboard and screen-reader users land on it. */
function focusFirstError(fields: readonly string[], errors: InputErrors) {
  const first = fields.find((field) => errors[field]);
  if (!first) return;
  // After React has rendered the messages.
  window.requestAnimationFrame(() => {
    const input = document.getElementById(inputIdOf(first));
    input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    input?.focus({ preventScroll: true });
  });
}

interface Options {
  section: MarketplaceSection;
  /** The saved listing the form edits; null on the add form. */
  listingId: string | null;
  initial: ListingFormValues;
  /** The listing is already sent: saving it again keeps it published and says "Changes saved". */
  published: boolean;
}

/**
 * The state of the listing form and its two ways out: save a draft (stay on the edit page) and
 * publish (go to the item page). A failed save keeps every value as typed, puts the problems
 * under their fields and says "Item not saved. Please review validation errors."
 */
export function useListingForm({ section, listingId, initial, published }: Options) {
  const t = useTranslations('listingEditor');
  const tForms = useTranslations('forms');
  const router = useRouter();
  const save = useSaveListing();
  const [values, setValues] = useState(initial);
  // The chosen node's "More details": their inputs show the api's messages too.
  // The "More details" section shows its own notice when the node cannot be loaded.
  const node = useCatalogNode(values.catalogNodeId, {
    handled: true,
    enabled: values.catalogNodeId !== '',
    staleTime: CATALOG_STALE_MS,
  });
  const parameterFields = moreDetailsFields(section, node.data?.listing_parameters ?? []);
  const [errors, setErrors] = useState<InputErrors>({});
  /** Problems no input shows: the api's message, or fields of parameters the form lacks. */
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState<DraftState | null>(null);
  // The "not saved" toast of the last failure goes once a save works.
  const failureToast = useRef<SnackbarKey | null>(null);
  const closeFailureToast = () => {
    if (failureToast.current !== null) closeSnackbar(failureToast.current);
    failureToast.current = null;
  };

  /**
   * Changes some values and clears the messages of the inputs they belong to. A function reads
   * the latest values: uploads finish after other changes were made.
   */
  const change = (
    patch:
      Partial<ListingFormValues> | ((current: ListingFormValues) => Partial<ListingFormValues>),
    fields: readonly string[],
  ) => {
    setValues((current) => ({
      ...current,
      ...(typeof patch === 'function' ? patch(current) : patch),
    }));
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };

  const messageOf = (problem: FieldError) =>
    problem.message === validationMessages.required ? tForms('required') : problem.message;

  const numberMessage = (issue: NumberIssue) => t(`numberProblems.${issue.problem}`);

  const fail = (problems: FieldError[], requestProblem: string | null) => {
    const fields = [
      ...formFields(section, values),
      ...parameterFields.map((field) => parameterInput(field.key)),
    ];
    const { placed, unplaced } = placeFieldErrors(problems, fields);
    const shown: InputErrors = {};
    for (const [field, message] of Object.entries(placed)) {
      if (message) shown[field] = messageOf({ field, message });
    }
    setErrors(shown);
    setFormProblems([
      ...(requestProblem ? [requestProblem] : []),
      ...unplaced.map((problem) => `${problem.field}: ${messageOf(problem)}`),
    ]);
    closeFailureToast();
    failureToast.current = enqueueSnackbar(t('toasts.itemNotSaved'), { variant: 'error' });
    focusFirstError(fields, shown);
  };

  /** Saves the listing; `onHeldBackSaved` runs once a held-back listing is saved (a resubmit). */
  const submit = (draftState: DraftState, onHeldBackSaved?: () => void) => {
    if (saving) return;
    const { body, numberIssues } = listingBodyOf(section, values, draftState);
    const checked = checkListingBody(body);
    if (numberIssues.length > 0 || !checked.listing) {
      // A number typed wrongly says so, rather than "complete this field".
      const numberProblems = numberIssues.map((issue) => ({
        field: issue.field,
        message: numberMessage(issue),
      }));
      fail([...numberProblems, ...checked.fields], null);
      return;
    }
    setSaving(draftState);
    save.mutate(
      { listing: checked.listing, id: listingId },
      {
        // While the page moves on, `saving` stays set: a second click must not add it twice.
        onSuccess: (saved) => {
          closeFailureToast();
          setErrors({});
          setFormProblems([]);
          // A held-back listing (blocked, or waiting on a revision) has no public page to go to:
          // its owner stays in the editor, where the revision banner offers to resubmit it.
          const heldBack = saved.status === 'blocked' || saved.status === 'paused_blocked';
          if (draftState === 'sent' && !heldBack) {
            enqueueSnackbar(t(published ? 'toasts.changesSaved' : 'toasts.published'), {
              variant: 'success',
            });
            router.push(listingHref(section, saved.id));
            return;
          }
          enqueueSnackbar(t(draftState === 'sent' ? 'toasts.savedHeldBack' : 'toasts.draftSaved'), {
            variant: 'success',
          });
          if (listingId === null) {
            // The add form becomes the edit form of the new draft (opened from the cache).
            router.replace(editListingHref(section, saved.id));
            return;
          }
          // Saved variants now have ids: the next save keeps them instead of adding them again.
          setValues(valuesFromListing(saved));
          setSaving(null);
          if (heldBack) onHeldBackSaved?.();
        },
        onError: (error) => {
          setSaving(null);
          const fields = isApiError(error) ? (error.fields ?? []) : [];
          // A validation answer is told by its fields; anything else by its own message.
          const requestProblem =
            isApiError(error) && error.error_code === 'VALIDATION' && fields.length > 0
              ? null
              : errorMessageOf(error, currentErrorTexts());
          fail(fields, requestProblem);
        },
      },
    );
  };

  return {
    values,
    errors,
    formProblems,
    saving,
    change,
    submit,
    parameterFields,
    parameterFieldsFailed: node.isError,
  };
}

export type ListingForm = ReturnType<typeof useListingForm>;
