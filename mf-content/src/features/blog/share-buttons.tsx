import { useState } from 'react';
import { styled } from '@mimea/shared/ui/core';
import { ShopButton, useDrawingServerHtml } from '@mimea/shared';

interface Props {
  title: string;
  /** The article's path on this shop (`/blog/…`). */
  path: string;
}

export function shareLinks(title: string, url: string) {
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { name: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}` },
  ];
}

/** MUI's row Stack with its Typography, as one style: a row that wraps, 8 px apart. */
const ShareRow = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  alignItems: 'center',
  '.share-label': { ...theme.typography.body1, fontWeight: 600, marginRight: theme.spacing(1) },
  '.share-notice': { ...theme.typography.body1, color: theme.palette.text.secondary, marginLeft: theme.spacing(1), overflowWrap: 'anywhere' },
}));

/**
 * Sharing an article: the phone's own share sheet where the browser has the Web Share API,
 * otherwise links to WhatsApp, Facebook and X and a button that copies the address.
 */
export function ShareButtons({ title, path }: Props) {
  const [notice, setNotice] = useState('');
  // The article's address on this shop's origin, and whether the phone has a share sheet: the
  // page's HTML (rendered ahead) knows neither, so both follow as soon as the page is live. Read
  // here, not by the page: what redraws then is this row, not the whole article.
  const serverHtml = useDrawingServerHtml();
  const url = serverHtml ? path : `${window.location.origin}${path}`;
  const canShare = !serverHtml && typeof navigator.share === 'function';

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice('Link copied.');
    } catch {
      setNotice(`Copy this link: ${url}`);
    }
  };

  return (
    <ShareRow role="group" aria-label="Share this article">
      <span className="share-label">Share:</span>
      {canShare ? (
        <ShopButton variant="contained" onClick={() => void share()}>
          Share
        </ShopButton>
      ) : (
        <>
          {shareLinks(title, url).map((link) => (
            <ShopButton key={link.name} variant="outlined" size="small" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </ShopButton>
          ))}
          <ShopButton variant="outlined" size="small" onClick={() => void copy()}>
            Copy Link
          </ShopButton>
        </>
      )}
      <span className="share-notice" role="status">
        {notice}
      </span>
    </ShareRow>
  );
}
