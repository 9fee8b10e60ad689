import { type ListingParameterField, type ListingParameters } from '@bazaar/contracts';

type ParameterValue = ListingParameters[string];

/** The options a stored value stands for, as option values ("24" for the number 24). */
export function chosenOptions(value: ParameterValue | undefined): string[] {
  if (value === undefined || typeof value === 'boolean') return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** What the listing stores for the chosen options: the parameter's JSON kind decides. */
export function optionsValue(
  field: ListingParameterField,
  options: readonly string[],
): ParameterValue | undefined {
  if (field.value_kind === 'text_list') return options.length > 0 ? [...options] : undefined;
  const [first] = options;
  if (first === undefined) return undefined;
  return field.value_kind === 'number' ? Number(first) : first;
}

/** The parameters with one value changed; `undefined` takes the parameter off the listing. */
export function withParameter(
  parameters: ListingParameters,
  key: string,
  value: ParameterValue | undefined,
): ListingParameters {
  const { [key]: _previous, ...rest } = parameters;
  return value === undefined ? rest : { ...rest, [key]: value };
}
