// The current user is read across the app, so its call lives with the session code.
export {
  getCurrentUser,
  getCurrentUserQueryOptions,
  useCurrentUser,
} from '@/lib/session/current-user';
