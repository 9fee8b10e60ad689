// PATCH of a listing: only the fields it sends change (issue 33: a PATCH without price or
// location used to save the form's defaults over them).
import { z } from 'zod';
import type { MarketplaceSection } from './enums';
import { listingInputBySection, type ListingInputOf } from './listing-input';

/** A field as sent, without the default the add form fills in: left out means "unchanged". */
function asSent(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault) return asSent(field.removeDefault() as z.ZodType);
  if (field instanceof z.ZodPrefault) return asSent(field.unwrap() as z.ZodType);
  return field;
}

function optionalFields(shape: z.ZodRawShape): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, asSent(field as z.ZodType).optional()]),
  );
}

/** The fields of one division's PATCH body: each optional, `attributes` changed key by key. */
export type ListingPatchOf<S extends MarketplaceSection> = Partial<
  Omit<ListingInputOf<S>, 'attributes'>
> & { attributes?: Partial<ListingInputOf<S>['attributes']> };
export type ListingPatch = { [S in MarketplaceSection]: ListingPatchOf<S> }[MarketplaceSection];

function patchOf<S extends MarketplaceSection>(section: S): z.ZodType<ListingPatchOf<S>> {
  const { attributes, ...core } = listingInputBySection[section].shape;
  const saved = asSent(attributes as z.ZodType) as z.ZodObject;
  return z
    .object({
      ...optionalFields(core),
      attributes: z.object(optionalFields(saved.shape)).optional(),
    })
    .meta({
      id: `${listingInputBySection[section].meta()?.id ?? section}Patch`,
      description:
        'The fields to change; those left out keep their saved values. `attributes` changes key by key; any other field sent replaces its whole value.',
    }) as unknown as z.ZodType<ListingPatchOf<S>>;
}

/** The body of PATCH /products/me/{section}/{id}, per division. */
export const listingPatchBySection: { [S in MarketplaceSection]: z.ZodType<ListingPatchOf<S>> } = {
  catalog: patchOf('catalog'),
  'flea-market': patchOf('flea-market'),
  services: patchOf('services'),
  food: patchOf('food'),
  automarket: patchOf('automarket'),
  property: patchOf('property'),
};
