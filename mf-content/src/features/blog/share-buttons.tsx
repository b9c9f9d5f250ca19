import { useState } from 'react';
import { Typography } from '@mimea/shared/ui/core';
import { Button, Stack } from '@mimea/shared/ui/controls';

interface Props {
  title: string;
  /** The article's absolute address. */
  url: string;
}

export function shareLinks(title: string, url: string) {
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { name: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}` },
  ];
}

/**
 * Sharing an article: the phone's own share sheet where the browser has the Web Share API,
 * otherwise links to WhatsApp, Facebook and X and a button that copies the address.
 */
export function ShareButtons({ title, url }: Props) {
  const [notice, setNotice] = useState('');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

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
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} role="group" aria-label="Share this article">
      <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
        Share:
      </Typography>
      {canShare ? (
        <Button variant="contained" onClick={() => void share()}>
          Share
        </Button>
      ) : (
        <>
          {shareLinks(title, url).map((link) => (
            <Button key={link.name} variant="outlined" size="small" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.name}
            </Button>
          ))}
          <Button variant="outlined" size="small" onClick={() => void copy()}>
            Copy Link
          </Button>
        </>
      )}
      <Typography component="span" role="status" sx={{ color: 'text.secondary', ml: 1, overflowWrap: 'anywhere' }}>
        {notice}
      </Typography>
    </Stack>
  );
}
