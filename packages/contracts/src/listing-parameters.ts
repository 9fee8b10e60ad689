import type { ListingParameterField } from './catalog';
import type { FieldError } from './error-envelope';
import type { ListingParameters } from './listing-attributes';

type ParameterValue = ListingParameters[string];

/** Why a value does not fit its parameter, or null when it fits. */
function valueIssue(field: ListingParameterField, value: ParameterValue): string | null {
  const options = new Set(field.options.map((option) => option.value));
  const isOption = (one: unknown) =>
    (typeof one === 'string' || typeof one === 'number') && options.has(String(one));
  switch (field.value_kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'Tick or untick this detail';
    case 'text_list':
      return Array.isArray(value) && value.every(isOption) ? null : 'Choose among the options';
    case 'text':
      return typeof value === 'string' && isOption(value) ? null : 'Choose one of the options';
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number';
      // Numbers with options (warranty months…) are picked like text; the others are ranges.
      if (field.options.length > 0) return isOption(value) ? null : 'Choose one of the options';
      if (field.min !== null && value < field.min) return `Use at least ${field.min}`;
      if (field.max !== null && value > field.max) return `Use at most ${field.max}`;
      return null;
  }
}

/**
 * What is wrong with a listing's `parameters` for its catalog node: keys the node does not ask
 * for, and values that are not of the parameter's kind, options or bounds. Keys the listing was
 * saved with may stay although the node no longer asks for them: the catalog changes under
 * saved listings, which must stay editable.
 */
export function listingParameterIssues(
  parameters: ListingParameters,
  fields: readonly ListingParameterField[],
  savedKeys: readonly string[] = [],
): FieldError[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return Object.entries(parameters).flatMap(([key, value]) => {
    const field = byKey.get(key);
    if (!field && savedKeys.includes(key)) return [];
    const message = field ? valueIssue(field, value) : 'This category has no such detail';
    return message ? [{ field: `parameters.${key}`, message }] : [];
  });
}
