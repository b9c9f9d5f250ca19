import { renderStandalone } from '@mimea/shared/dev';
import AboutPage from '../pages/about-page';
import BlogPage from '../pages/blog-page';
import BlogPostPage from '../pages/blog-post-page';
import ContactPage from '../pages/contact-page';
import PackagesPage from '../pages/packages-page';
import PackagePage from '../pages/package-page';
import KidsCarePage from '../pages/kids-care-page';
import PrivacyPolicyPage from '../pages/privacy-policy-page';
import TermsPage from '../pages/terms-page';
import { provideStandaloneCatalog } from './catalog-loader';

provideStandaloneCatalog();

renderStandalone('content', [
  { path: '/about', element: <AboutPage />, label: 'About' },
  { path: '/blog', element: <BlogPage />, label: 'Blog' },
  { path: '/blog/:id', element: <BlogPostPage /> },
  { path: '/contact', element: <ContactPage />, label: 'Contact' },
  { path: '/packages', element: <PackagesPage />, label: 'Packages' },
  { path: '/packages/:name', element: <PackagePage /> },
  { path: '/KidsCare', element: <KidsCarePage />, label: 'Kids Care' },
  { path: '/privacy-policy', element: <PrivacyPolicyPage />, label: 'Privacy' },
  { path: '/terms', element: <TermsPage />, label: 'Terms' },
]);
