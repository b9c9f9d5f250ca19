import { useEffect, useRef, useState } from 'react';
import {
  Link,
  CHAT_GREETING,
  ChatIcon,
  CloseIcon,
  EmailIcon,
  ExpandLessIcon,
  ExpandMoreIcon,
  ModalDialog,
  PhoneIcon,
  ShopIconButton,
  ShopTextLink,
  chatLink,
  emailLink,
  phoneLink,
  shopContacts,
} from '@mimea/shared';
import { healthPackageLinks, mainLinks, otherCategoryLinks, supplementLinks, type NavLinkItem } from '../../domain/navigation';
import { SearchForm } from './search-form';
import { mobileMenuSx } from './mobile-menu-styles';
import { useOpenedOnce } from './use-opened-once';

/** The storefront spec focuses the mobile search box 100 ms after the menu opens. */
export const MOBILE_SEARCH_FOCUS_DELAY_MS = 100;

const lastLinks: NavLinkItem[] = [
  { label: 'All Categories', to: '/categories' },
  { label: 'Account', to: '/account' },
];

interface Props {
  open: boolean;
  onClose: () => void;
}

/** One row per link (48 px high, MUI ListItemButton's look: mobile-menu-styles.ts). */
function LinkRows({ links, onNavigate, inset = false }: { links: NavLinkItem[]; onNavigate: () => void; inset?: boolean }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} onClick={onNavigate} className={inset ? 'mobile-menu-row mobile-menu-row-inset' : 'mobile-menu-row'}>
        {link.label}
      </Link>
    </li>
  ));
}

/**
 * A group of links behind a button. Its links are rendered from its first expanding on (and kept,
 * so it animates closed): opening the menu does not render lists nobody has asked for (issue 41,
 * the tap's work). The list the button's aria-controls names is always there.
 */
function Group({ title, links, onNavigate }: { title: string; links: NavLinkItem[]; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const linksRendered = useOpenedOnce(expanded);
  const id = `mobile-group-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <li>
      <button type="button" className="mobile-menu-row" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((open) => !open)}>
        <span className="mobile-menu-row-label">{title}</span>
        {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </button>
      <div className={expanded ? 'mobile-menu-group mobile-menu-group-open' : 'mobile-menu-group'}>
        <ul id={id} className="mobile-menu-list">
          {linksRendered && <LinkRows links={links} onNavigate={onNavigate} inset />}
        </ul>
      </div>
    </li>
  );
}

/**
 * The main navigation menu for the site on phones: a sheet from the right titled Navigation Menu,
 * a modal <dialog> (ModalDialog: the page behind inert, Escape closes it, the focus goes back to
 * the header's menu button) drawn with the browser's elements, styled once from its root
 * (mobile-menu-styles.ts), where MUI's Drawer, List and Collapse loaded three of MUI's groups on
 * the first opening. It closes after a link or a search.
 */
export function MobileMenu({ open, onClose }: Props) {
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => searchRef.current?.focus(), MOBILE_SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <ModalDialog open={open} onCloseRequest={onClose} aria-labelledby="mobile-menu-title" aria-describedby="mobile-menu-description" sx={mobileMenuSx}>
      {/* The sheet's whole height: a click on the dialog itself is one on its backdrop. */}
      <div className="mobile-menu-sheet">
        <div className="mobile-menu-title-bar">
          <h2 id="mobile-menu-title" className="mobile-menu-title">
            Navigation Menu
          </h2>
          <ShopIconButton color="inherit" aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </ShopIconButton>
        </div>
        <p id="mobile-menu-description" className="mobile-menu-hidden">
          The main navigation menu for the site
        </p>
        <div className="mobile-menu-search">
          <SearchForm inputRef={searchRef} onSearched={onClose} />
        </div>
        <hr className="mobile-menu-rule" />
        <nav aria-label="Site pages">
          <ul className="mobile-menu-list">
            <LinkRows links={mainLinks} onNavigate={onClose} />
            <Group title="Supplements" links={supplementLinks} onNavigate={onClose} />
            <Group title="Health Packages" links={healthPackageLinks} onNavigate={onClose} />
            <LinkRows links={otherCategoryLinks} onNavigate={onClose} />
            <LinkRows links={lastLinks} onNavigate={onClose} />
          </ul>
        </nav>
        <hr className="mobile-menu-rule" />
        <section aria-labelledby="mobile-support-title" className="mobile-menu-support">
          <h3 id="mobile-support-title" className="mobile-menu-support-title">
            Customer Support
          </h3>
          <ShopTextLink href={phoneLink()}>
            <PhoneIcon fontSize="small" /> {shopContacts.phoneDisplay}
          </ShopTextLink>
          <ShopTextLink href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
            <ChatIcon fontSize="small" /> Chat on WhatsApp
          </ShopTextLink>
          <ShopTextLink href={emailLink()}>
            <EmailIcon fontSize="small" /> {shopContacts.email}
          </ShopTextLink>
          <p className="mobile-menu-hours">Phone and WhatsApp: {shopContacts.supportHours}</p>
        </section>
      </div>
    </ModalDialog>
  );
}
