/** Where every module's routes live; the auth plugin checks each route under it declares its access. */
export const API_PREFIX = '/api';
