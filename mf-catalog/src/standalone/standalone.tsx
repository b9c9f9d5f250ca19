import { renderStandalone } from '@mimea/shared/dev';
import HomePage from '../pages/home-page';
import ShopPage from '../pages/shop-page';
import ProductPage from '../pages/product-page';
import CategoriesPage from '../pages/categories-page';

renderStandalone('catalog', [
  { path: '/', element: <HomePage />, label: 'Home' },
  { path: '/shop', element: <ShopPage />, label: 'Shop' },
  { path: '/shop/:category', element: <ShopPage /> },
  { path: '/shop/supplements/:subcategory', element: <ShopPage /> },
  { path: '/shop/health-packages/:subcategory', element: <ShopPage /> },
  { path: '/product/:id', element: <ProductPage />, label: undefined },
  { path: '/categories', element: <CategoriesPage />, label: 'Categories' },
]);
