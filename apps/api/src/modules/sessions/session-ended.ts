/** What a request with a session that ended answers (401), wherever it is found out. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
