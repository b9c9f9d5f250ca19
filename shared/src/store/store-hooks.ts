import { useDispatch, useSelector } from 'react-redux';
import type { ShopDispatch, ShopState } from './shop-store';

export const useAppDispatch = useDispatch.withTypes<ShopDispatch>();
export const useAppSelector = useSelector.withTypes<ShopState>();
