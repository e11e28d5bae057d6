// Typed hooks, in their own file so components never import the store factory.
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './state';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
