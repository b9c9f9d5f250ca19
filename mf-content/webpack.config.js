module.exports = require('../config/webpack-app.cjs')({
  appDir: __dirname,
  name: 'content',
  title: 'Mimea Naturals content (standalone)',
  exposes: {
    './AboutPage': './src/pages/about-page.tsx',
    './BlogPage': './src/pages/blog-page.tsx',
    './BlogPostPage': './src/pages/blog-post-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './PackagesPage': './src/pages/packages-page.tsx',
    './PackagePage': './src/pages/package-page.tsx',
    './KidsCarePage': './src/pages/kids-care-page.tsx',
    './PrivacyPolicyPage': './src/pages/privacy-policy-page.tsx',
    './TermsPage': './src/pages/terms-page.tsx',
  },
});
