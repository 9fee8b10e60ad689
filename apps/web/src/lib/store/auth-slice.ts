import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type AccountType } from '@bazaar/contracts';

/** Claims read from the access token. */
export type TokenData = Record<string, unknown>;

/** Auth state of spec §3: tokenData, userId, userType, and the auth data token and tokenExpiration. */
export interface AuthState {
  tokenData: TokenData | null;
  userId: string | null;
  userType: AccountType | null;
  token: string | null;
  /** ISO 8601 time the token expires at. */
  tokenExpiration: string | null;
}

export interface SetAuthPayload {
  token: string;
  tokenExpiration: string;
  userId: string;
  userType: AccountType;
  tokenData?: TokenData | null;
}

export const initialAuthState: AuthState = {
  tokenData: null,
  userId: null,
  userType: null,
  token: null,
  tokenExpiration: null,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setAuth(_state, action: PayloadAction<SetAuthPayload>) {
      const { token, tokenExpiration, userId, userType, tokenData = null } = action.payload;
      return { token, tokenExpiration, userId, userType, tokenData };
    },
    clearAuth() {
      return initialAuthState;
    },
  },
  selectors: {
    selectAuthToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectUserType: (state) => state.userType,
    /**
     * An administrator views the product as this user (ADR 0077): what they look at is not the
     * user's doing, so no view, click or visit is reported (the api refuses it anyway).
     */
    selectIsViewingAs: (state) => state.tokenData?.act !== undefined,
  },
});

export const { setAuth, clearAuth } = authSlice.actions;
export const { selectAuthToken, selectIsLoggedIn, selectUserType, selectIsViewingAs } =
  authSlice.selectors;
