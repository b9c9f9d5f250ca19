import { useEffect, useRef, useState } from 'react';
import { ListItemButton } from '@mui/material';
import { Box, Typography } from '@mimea/shared/ui/core';
import { IconButton, Link } from '@mimea/shared/ui/controls';
import { Collapse, List, ListItemText } from '@mimea/shared/ui/details';
import { Drawer } from '@mimea/shared/ui/overlays';
import {
  Link as RouterLink,
  CHAT_GREETING,
  ChatIcon,
  CloseIcon,
  EmailIcon,
  ExpandLessIcon,
  ExpandMoreIcon,
  PhoneIcon,
  chatLink,
  emailLink,
  phoneLink,
  shopContacts,
} from '@mimea/shared';
import { healthPackageLinks, mainLinks, otherCategoryLinks, supplementLinks, type NavLinkItem } from '../../domain/navigation';
import { SearchForm } from '../search/search-form';
import { useOpenedOnce } from './use-opened-once';

/** The storefront spec focuses the mobile search box 100 ms after the menu opens. */
export const MOBILE_SEARCH_FOCUS_DELAY_MS = 100;

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The line between the menu's parts (MUI's Divider's look: Divider left the core group). */
const RULE = { m: 0, border: 0, borderTop: 1, borderColor: 'divider' } as const;

function LinkList({ links, onNavigate, inset = false }: { links: NavLinkItem[]; onNavigate: () => void; inset?: boolean }) {
  return (
    <>
      {links.map((link) => (
        <ListItemButton key={link.to} component={RouterLink} to={link.to} onClick={onNavigate} sx={inset ? { pl: 4 } : undefined}>
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </>
  );
}

/**
 * A collapsible group of links. Its links are rendered from its first expanding on (and kept, so it
 * animates closed): opening the menu does not render lists nobody has asked for (issue 41, the
 * tap's work). The Collapse, which carries the id the button's aria-controls names, is always there.
 */
function Group({ title, links, onNavigate }: { title: string; links: NavLinkItem[]; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const linksRendered = useOpenedOnce(expanded);
  const id = `mobile-group-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <>
      <ListItemButton aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
        <ListItemText primary={title} />
        {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={expanded} id={id}>
        {linksRendered && (
          <List disablePadding>
            <LinkList links={links} onNavigate={onNavigate} inset />
          </List>
        )}
      </Collapse>
    </>
  );
}

/**
 * The main navigation menu for the site on phones: a right-side drawer titled Navigation Menu.
 * It closes after a link or a search.
 */
export function MobileMenu({ open, onClose }: Props) {
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => searchRef.current?.focus(), MOBILE_SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'mobile-menu-title',
          'aria-describedby': 'mobile-menu-description',
          sx: { width: 'min(320px, 88vw)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography id="mobile-menu-title" variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
          Navigation Menu
        </Typography>
        <IconButton aria-label="Close navigation menu" onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Typography id="mobile-menu-description" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        The main navigation menu for the site
      </Typography>
      <Box sx={{ p: 2 }}>
        <SearchForm inputRef={searchRef} onSearched={onClose} />
      </Box>
      <Box component="hr" sx={RULE} />
      <List component="nav" aria-label="Site pages">
        <LinkList links={mainLinks} onNavigate={onClose} />
        <Group title="Supplements" links={supplementLinks} onNavigate={onClose} />
        <Group title="Health Packages" links={healthPackageLinks} onNavigate={onClose} />
        <LinkList links={otherCategoryLinks} onNavigate={onClose} />
        <LinkList links={[{ label: 'All Categories', to: '/categories' }, { label: 'Account', to: '/account' }]} onNavigate={onClose} />
      </List>
      <Box component="hr" sx={RULE} />
      <Box component="section" aria-labelledby="mobile-support-title" sx={{ p: 2, display: 'grid', gap: 1, '& a': { display: 'inline-flex', alignItems: 'center', gap: 1 } }}>
        <Typography id="mobile-support-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Customer Support
        </Typography>
        <Link href={phoneLink()}>
          <PhoneIcon fontSize="small" /> {shopContacts.phoneDisplay}
        </Link>
        <Link href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
          <ChatIcon fontSize="small" /> Chat on WhatsApp
        </Link>
        <Link href={emailLink()}>
          <EmailIcon fontSize="small" /> {shopContacts.email}
        </Link>
        <Typography variant="body2" color="textSecondary">
          Phone and WhatsApp: {shopContacts.supportHours}
        </Typography>
      </Box>
    </Drawer>
  );
}
