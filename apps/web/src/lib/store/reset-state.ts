import { createAction } from '@reduxjs/toolkit';

/** Returns all client state to its initial value (spec §4 "A reset action"). */
export const resetState = createAction('app/resetState');
