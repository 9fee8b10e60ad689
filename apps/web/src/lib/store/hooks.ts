import { useDispatch, useSelector, useStore, type TypedUseSelectorHook } from 'react-redux';
import { type AppDispatch, type AppStore, type RootState } from './store';

// Plain typed aliases rather than `.withTypes()`: modules with these hooks are also imported by
// server components (for their fetchers), where react-redux's hooks are stubs without `withTypes`.
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
export const useAppStore: () => AppStore = useStore;
