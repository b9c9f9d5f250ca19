import { Box, Container, Link, Typography } from '@mimea/shared/ui/core';
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

const trustBadges = [
  { label: 'Quality Assured', icon: <VerifiedIcon /> },
  { label: 'Secure Payments', icon: <LockIcon /> },
  { label: 'Free Returns', icon: <ReturnIcon /> },
  { label: 'Nationwide Delivery', icon: <ShippingIcon /> },
];

function LinkColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} underline="hover">
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Newsletter, quick links, categories, contacts, social links, trust badges and the legal links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  // The home page ends with its own sign-up block (storefront spec section 2, item 10): the
  // same box again straight below it would only repeat it.
  const withNewsletter = useLocation().pathname !== '/';
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#fff', mt: 6, '& a': { color: '#fff' } }}>
      {withNewsletter && (
        <Box sx={{ bgcolor: 'primary.main', py: 4 }}>
          <Container maxWidth="lg">
            <NewsletterForm onDark />
          </Container>
        </Box>
      )}
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '1.4fr 1fr 1fr 1.4fr' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {shopContacts.brand}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
              Natural supplements, teas, skincare and health packages, delivered to pickup stations across Kenya.
            </Typography>
            <Box component="ul" aria-label="Follow us" sx={{ listStyle: 'none', p: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {shopContacts.social.map((site) => (
                <li key={site.name}>
                  <Link href={site.url} target="_blank" rel="noopener noreferrer" underline="hover">
                    {site.name}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <LinkColumn title="Quick Links" links={footerQuickLinks} />
          <LinkColumn title="Product Categories" links={productCategoryLinks} />
          <Box component="address" sx={{ fontStyle: 'normal', gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'grid', gap: 1, alignContent: 'start', '& a, & p': { display: 'flex', gap: 1, alignItems: 'flex-start' } }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              Contact Us
            </Typography>
            <Link href={phoneLink()} underline="hover">
              <PhoneIcon fontSize="small" /> {shopContacts.phoneDisplay}
            </Link>
            <Link href={emailLink()} underline="hover">
              <EmailIcon fontSize="small" /> {shopContacts.email}
            </Link>
            <Typography variant="body2" component="p">
              <LocationIcon fontSize="small" /> {fullAddress()}
            </Typography>
            <Typography variant="body2" component="p">
              {shopContacts.businessHours.map((slot) => `${slot.days} ${slot.hours}`).join(' · ')}
            </Typography>
          </Box>
        </Box>
        <Box component="ul" aria-label="Why shop with us" sx={{ listStyle: 'none', p: 0, my: 4, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {trustBadges.map((badge) => (
            <Box component="li" key={badge.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, color: 'secondary.main' }}>
              {badge.icon}
              <span style={{ color: '#fff' }}>{badge.label}</span>
            </Box>
          ))}
        </Box>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.25)', pt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', fontSize: '0.875rem' }}>
          <span>
            © {year} {shopContacts.brand}. All rights reserved.
          </span>
          <Box component="span" sx={{ display: 'flex', gap: 2 }}>
            {legalLinks.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} underline="hover">
                {link.label}
              </Link>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
