import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice } from './auth-slice';
import { cartSlice } from './cart-slice';
import { resetState } from './reset-state';

/** Every slice of the client state. Only auth and cart are persisted (see store.ts). */
export const appReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
});

export type AppState = ReturnType<typeof appReducer>;

/** The app reducer, wrapped so that `resetState` returns every slice to its initial state. */
export function rootReducer(state: AppState | undefined, action: UnknownAction): AppState {
  return appReducer(resetState.match(action) ? undefined : state, action);
}
