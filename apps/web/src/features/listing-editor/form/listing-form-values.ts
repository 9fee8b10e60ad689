// The listing form's values and how they map to and from the api's listing body.
export * from './listing-form-model';
export * from './listing-form-fields';
export * from './listing-source-values';
export * from './listing-body';
