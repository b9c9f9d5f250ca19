import { Container, styled } from '@mimea/shared/ui/core';
import {
  Link as RouterLink,
  EmailIcon,
  LocationIcon,
  LockIcon,
  PhoneIcon,
  ReturnIcon,
  ShippingIcon,
  VerifiedIcon,
  emailLink,
  fullAddress,
  phoneLink,
  shopContacts,
  NewsletterForm,
  useLocation,
} from '@mimea/shared';
import { footerQuickLinks, legalLinks, productCategoryLinks, type NavLinkItem } from '../../domain/navigation';

/**
 * The footer's look, in one style for the whole of it: the footer is on every page, and drawn with
 * MUI's Box, Typography and Link it was ~60 components, each with its own style to work out and
 * its own layers for React to hydrate. Its parts are the browser's elements, styled from here.
 */
const Footer = styled('footer')(({ theme }) => ({
  backgroundColor: theme.palette.primary.dark,
  color: '#fff',
  marginTop: theme.spacing(6),
  '& a': { color: '#fff', textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '.newsletter': { backgroundColor: theme.palette.primary.main, paddingBlock: theme.spacing(4) },
  '.columns': {
    display: 'grid',
    gap: theme.spacing(4),
    gridTemplateColumns: '1fr 1fr',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.4fr' },
    '& h2': { ...theme.typography.subtitle1, fontWeight: 700, margin: 0 },
    '& ul': { listStyle: 'none', padding: 0 },
  },
  '.wide': { gridColumn: '1 / -1', [theme.breakpoints.up('md')]: { gridColumn: 'auto' } },
  '.brand': { ...theme.typography.h6, fontWeight: 800, margin: 0 },
  '.about': { ...theme.typography.body2, margin: `${theme.spacing(1)} 0 0`, opacity: 0.9 },
  '.social': { margin: `${theme.spacing(2)} 0 1em`, display: 'flex', flexWrap: 'wrap', gap: theme.spacing(2) },
  '.links': { display: 'grid', gap: theme.spacing(0.75), margin: `${theme.spacing(1)} 0 0` },
  address: {
    fontStyle: 'normal',
    display: 'grid',
    gap: theme.spacing(1),
    alignContent: 'start',
    '& a, & p': { display: 'flex', gap: theme.spacing(1), alignItems: 'flex-start' },
    '& p': { ...theme.typography.body2, margin: 0 },
  },
  '.badges': {
    listStyle: 'none',
    padding: 0,
    marginBlock: theme.spacing(4),
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: '1fr 1fr',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
    '& li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), fontWeight: 600, color: theme.palette.secondary.main },
    '& span': { color: '#fff' },
  },
  '.legal': {
    borderTop: '1px solid rgba(255,255,255,0.25)',
    paddingTop: theme.spacing(2),
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    justifyContent: 'space-between',
    fontSize: '0.875rem',
    '& > span:last-of-type': { display: 'flex', gap: theme.spacing(2) },
  },
}));

const trustBadges = [
  { label: 'Quality Assured', icon: <VerifiedIcon /> },
  { label: 'Secure Payments', icon: <LockIcon /> },
  { label: 'Free Returns', icon: <ReturnIcon /> },
  { label: 'Nationwide Delivery', icon: <ShippingIcon /> },
];

function LinkColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul className="links">
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newsletter, quick links, categories, contacts, social links, trust badges and the legal links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  // The home page ends with its own sign-up block (storefront spec section 2, item 10): the
  // same box again straight below it would only repeat it.
  const withNewsletter = useLocation().pathname !== '/';
  return (
    <Footer>
      {withNewsletter && (
        <div className="newsletter">
          <Container maxWidth="lg">
            <NewsletterForm onDark />
          </Container>
        </div>
      )}
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <div className="columns">
          <div className="wide">
            <p className="brand">{shopContacts.brand}</p>
            <p className="about">Natural supplements, teas, skincare and health packages, delivered to pickup stations across Kenya.</p>
            <ul aria-label="Follow us" className="social">
              {shopContacts.social.map((site) => (
                <li key={site.name}>
                  <a href={site.url} target="_blank" rel="noopener noreferrer">
                    {site.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <LinkColumn title="Quick Links" links={footerQuickLinks} />
          <LinkColumn title="Product Categories" links={productCategoryLinks} />
          <address className="wide">
            <h2>Contact Us</h2>
            <a href={phoneLink()}>
              <PhoneIcon fontSize="small" /> {shopContacts.phoneDisplay}
            </a>
            <a href={emailLink()}>
              <EmailIcon fontSize="small" /> {shopContacts.email}
            </a>
            <p>
              <LocationIcon fontSize="small" /> {fullAddress()}
            </p>
            <p>{shopContacts.businessHours.map((slot) => `${slot.days} ${slot.hours}`).join(' · ')}</p>
          </address>
        </div>
        <ul aria-label="Why shop with us" className="badges">
          {trustBadges.map((badge) => (
            <li key={badge.label}>
              {badge.icon}
              <span>{badge.label}</span>
            </li>
          ))}
        </ul>
        <div className="legal">
          <span>
            © {year} {shopContacts.brand}. All rights reserved.
          </span>
          <span>
            {legalLinks.map((link) => (
              <RouterLink key={link.to} to={link.to}>
                {link.label}
              </RouterLink>
            ))}
          </span>
        </div>
      </Container>
    </Footer>
  );
}
