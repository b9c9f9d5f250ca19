// What this remote exposes to the shop (its routes' pages and the parts other apps use): read by
// its webpack.config.js and by the build step that renders its pages' HTML
// (shared/build/render-fragments.mjs).
module.exports = {
  './AboutPage': './src/pages/about-page.tsx',
  './BlogPage': './src/pages/blog-page.tsx',
  './BlogPostPage': './src/pages/blog-post-page.tsx',
  './ContactPage': './src/pages/contact-page.tsx',
  './PackagesPage': './src/pages/packages-page.tsx',
  './PackagePage': './src/pages/package-page.tsx',
  './KidsCarePage': './src/pages/kids-care-page.tsx',
  './PrivacyPolicyPage': './src/pages/privacy-policy-page.tsx',
  './TermsPage': './src/pages/terms-page.tsx',
};
